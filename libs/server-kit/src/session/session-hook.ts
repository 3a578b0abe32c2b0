import { Logger } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { attachSession, sessionOf } from './request-session';
import { readSessionCookie } from './session-cookie';
import type { SessionStore } from './session-store';
import { VerifiedCookies } from './verified-cookies';

/** Paths that never need a session, so they keep working while Redis is down. */
const SESSIONLESS_PATHS = /^\/(health(\/|$)|openapi\.json$)/;

/**
 * Reads the signed session cookie (its signature checked once per instance) and the session (one Redis
 * GETEX) before routing. A store failure does not fail the request: the session is marked unavailable so
 * guards answer 503. Every answer to a request that carried a valid session (or that started one) is
 * `Cache-Control: no-store`, whatever the route set: it may hold the learner's own data.
 */
export function registerSessionHook(fastify: FastifyInstance, store: SessionStore): void {
  const logger = new Logger('Session');
  const verified = new VerifiedCookies((signed) => fastify.unsignCookie(signed));
  fastify.addHook('onRequest', async (req, reply) => {
    if (SESSIONLESS_PATHS.test(req.url.split('?', 1)[0])) return;
    const session = {
      id: null as string | null,
      data: null,
      unavailable: false,
      authenticated: false,
      store,
      reply,
    };
    attachSession(req, session);
    const cookie = readSessionCookie(req.cookies, store.cookieName);
    if (!cookie) return;
    const sessionId = verified.sessionIdOf(cookie);
    if (!sessionId) return;
    try {
      const data = await store.read(sessionId);
      if (data) Object.assign(session, { id: sessionId, data, authenticated: true });
    } catch (error) {
      logger.warn(`Session store unavailable: ${error instanceof Error ? error.message : String(error)}`);
      session.unavailable = true;
    }
  });
  fastify.addHook('onSend', (req, reply, payload, done) => {
    if (sessionOf(req)?.authenticated) void reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
