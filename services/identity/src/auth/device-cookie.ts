import { type AppConfig, isSecureRequest } from '@grammarpath/server-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A signed, HttpOnly cookie naming the accounts that signed in from this browser (OWASP "device cookies"):
 * it lets the real owner past the slow-down that failed guesses put on a username.
 */
const DEVICE_COOKIE = 'gp.device';
const MAX_ACCOUNTS = 5;
const ONE_YEAR_SECONDS = 365 * 24 * 3_600;

function accountsOf(req: FastifyRequest): string[] {
  const raw = req.cookies[DEVICE_COOKIE];
  if (!raw) return [];
  const unsigned = req.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value.split(' ') : [];
}

export function isKnownDevice(req: FastifyRequest, username: string): boolean {
  return accountsOf(req).includes(encodeURIComponent(username.toLowerCase()));
}

export function rememberDevice(
  req: FastifyRequest,
  reply: FastifyReply,
  username: string,
  config: AppConfig,
): void {
  const account = encodeURIComponent(username.toLowerCase());
  const accounts = [account, ...accountsOf(req).filter((a) => a !== account)].slice(0, MAX_ACCOUNTS);
  void reply.setCookie(DEVICE_COOKIE, accounts.join(' '), {
    signed: true,
    httpOnly: true,
    sameSite: 'strict',
    secure: isSecureRequest(config.session.cookieSecure, req),
    path: '/api/login',
    maxAge: ONE_YEAR_SECONDS,
  });
}
