import { ServiceUnavailableException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { type RequestSession, sessionOf } from './request-session';
import { SESSION_UNAVAILABLE_MESSAGE } from './session-availability';
import { HOST_COOKIE_PREFIX, isSecureRequest, sessionCookieName } from './session-cookie';

function unavailable(): ServiceUnavailableException {
  return new ServiceUnavailableException(SESSION_UNAVAILABLE_MESSAGE);
}

function userAgentOf(req: FastifyRequest): string | undefined {
  const header = req.headers['user-agent'];
  return typeof header === 'string' && header ? header : undefined;
}

/** Whether the cookie is Secure for this request (COOKIE_SECURE, or `auto` and TLS). */
function secureFor(req: FastifyRequest, session: RequestSession): boolean {
  const configured = session.store.cookieOptions.secure;
  return isSecureRequest(configured === undefined ? false : configured, req);
}

/** Tells the browser to drop the session cookie under the given name. */
function clearCookie(session: RequestSession, name: string, secure: boolean): void {
  const { signed: _signed, maxAge: _maxAge, ...cookie } = session.store.cookieOptions;
  session.reply.clearCookie(name, { ...cookie, secure });
}

/**
 * Sets the session cookie: `__Host-<name>` when Secure (Path=/, no Domain), the plain name over http. A
 * plain cookie left from before a switch to TLS is dropped.
 */
function setSessionCookie(req: FastifyRequest, session: RequestSession, id: string): void {
  const secure = secureFor(req, session);
  const base = session.store.cookieName;
  session.reply.setCookie(sessionCookieName(base, secure), id, { ...session.store.cookieOptions, secure });
  if (secure && req.cookies[base] !== undefined) clearCookie(session, base, false);
}

/** Logs a user in: a new session id (against fixation; the old session is removed), saved now. */
export async function startSession(req: FastifyRequest, userId: number): Promise<void> {
  const session = sessionOf(req);
  if (!session || session.unavailable) throw unavailable();
  try {
    if (session.id) await session.store.destroy(session.id, session.data?.userId);
    const id = await session.store.create(userId, userAgentOf(req));
    Object.assign(session, { id, data: { userId, createdAt: Date.now() }, authenticated: true });
    setSessionCookie(req, session, id);
  } catch {
    throw unavailable();
  }
}

/** Logs out: removes the session from the store and tells the browser to drop the cookie. */
export async function endSession(req: FastifyRequest): Promise<void> {
  const session = sessionOf(req);
  if (!session || session.unavailable) throw unavailable();
  try {
    if (session.id) await session.store.destroy(session.id, session.data?.userId);
  } catch {
    throw unavailable();
  }
  Object.assign(session, { id: null, data: null });
  const secure = secureFor(req, session);
  const base = session.store.cookieName;
  clearCookie(session, sessionCookieName(base, secure), secure);
  if (secure && req.cookies[base] !== undefined) clearCookie(session, base, false);
  if (!secure && req.cookies[HOST_COOKIE_PREFIX + base] !== undefined) {
    clearCookie(session, HOST_COOKIE_PREFIX + base, true);
  }
}
