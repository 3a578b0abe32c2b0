import { ServiceUnavailableException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { sessionOf } from './request-session';
import { SESSION_UNAVAILABLE_MESSAGE } from './session-availability';

function unavailable(): ServiceUnavailableException {
  return new ServiceUnavailableException(SESSION_UNAVAILABLE_MESSAGE);
}

/** Logs a user in: a new session id (against fixation; the old session is removed), saved now. */
export async function startSession(req: FastifyRequest, userId: number): Promise<void> {
  const session = sessionOf(req);
  if (!session || session.unavailable) throw unavailable();
  try {
    if (session.id) await session.store.destroy(session.id);
    const id = await session.store.create(userId);
    Object.assign(session, { id, data: { userId, createdAt: Date.now() } });
    session.reply.setCookie(session.store.cookieName, id, session.store.cookieOptions);
  } catch {
    throw unavailable();
  }
}

/** Logs out: removes the session from the store and tells the browser to drop the cookie. */
export async function endSession(req: FastifyRequest): Promise<void> {
  const session = sessionOf(req);
  if (!session || session.unavailable) throw unavailable();
  try {
    if (session.id) await session.store.destroy(session.id);
  } catch {
    throw unavailable();
  }
  Object.assign(session, { id: null, data: null });
  const { signed: _signed, maxAge: _maxAge, ...cookie } = session.store.cookieOptions;
  session.reply.clearCookie(session.store.cookieName, cookie);
}
