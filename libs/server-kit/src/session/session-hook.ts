import { Logger } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { attachSession } from './request-session';
import type { SessionStore } from './session-store';
import { VerifiedCookies } from './verified-cookies';

/** Paths that never need a session, so they keep working while Redis is down. */
const SESSIONLESS_PATHS = /^\/(health(\/|$)|openapi\.json$)/;

/**
 * Reads the signed session cookie (its signature checked once per instance) and the session (one Redis
 * GETEX) before routing. A store failure does not fail the request: the session is marked unavailable so
 * guards answer 503.
 */
export function registerSessionHook(fastify: FastifyInstance, store: SessionStore): void {
  const logger = new Logger('Session');
  const verified = new VerifiedCookies((signed) => fastify.unsignCookie(signed));
  fastify.addHook('onRequest', async (req, reply) => {
    if (SESSIONLESS_PATHS.test(req.url.split('?', 1)[0])) return;
    const session = { id: null as string | null, data: null, unavailable: false, store, reply };
    attachSession(req, session);
    const cookie = req.cookies[store.cookieName];
    if (!cookie) return;
    const sessionId = verified.sessionIdOf(cookie);
    if (!sessionId) return;
    try {
      const data = await store.read(sessionId);
      if (data) Object.assign(session, { id: sessionId, data });
    } catch (error) {
      logger.warn(`Session store unavailable: ${error instanceof Error ? error.message : String(error)}`);
      session.unavailable = true;
    }
  });
}
