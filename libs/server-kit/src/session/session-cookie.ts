import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import type { AppConfig, CookieSecure } from '../config/app-config';

/** Browsers accept a `__Host-` cookie only when it is Secure, has Path=/ and no Domain: it cannot be planted by a sibling host. */
export const HOST_COOKIE_PREFIX = '__Host-';

/**
 * The signed session cookie. It lives as long as the absolute timeout; the idle timeout is the Redis
 * key's TTL, renewed on every request, so the cookie need not be re-sent with each response.
 */
export function sessionCookieOptions(config: AppConfig): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.session.cookieSecure,
    path: '/',
    signed: true,
    maxAge: config.session.absoluteTimeoutHours * 3_600,
  };
}

/** Whether this request's session cookie is Secure: COOKIE_SECURE, or with `auto` whether it came over TLS. */
export function isSecureRequest(cookieSecure: CookieSecure, req: FastifyRequest): boolean {
  return cookieSecure === 'auto' ? req.protocol === 'https' : cookieSecure;
}

/** `__Host-<name>` when the cookie is Secure, else the plain name (over http a browser refuses the prefix). */
export function sessionCookieName(baseName: string, secure: boolean): string {
  return secure ? HOST_COOKIE_PREFIX + baseName : baseName;
}

/**
 * The session cookie's signed value: the `__Host-` name first, then the plain one, so a deployment that
 * switches to TLS keeps the sessions it had.
 */
export function readSessionCookie(
  cookies: Record<string, string | undefined>,
  baseName: string,
): string | undefined {
  return cookies[HOST_COOKIE_PREFIX + baseName] ?? cookies[baseName];
}
