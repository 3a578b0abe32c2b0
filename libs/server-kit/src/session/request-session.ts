import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionData } from './session-data';
import type { SessionStore } from './session-store';

/** What the session hook learnt about one request, and what login and logout need to change it. */
export interface RequestSession {
  id: string | null;
  data: SessionData | null;
  /** The store could not be read (Redis down): guards answer 503 instead of 401. */
  unavailable: boolean;
  /** The request carried a valid session or started one: its answer is never stored by caches. */
  authenticated: boolean;
  store: SessionStore;
  reply: FastifyReply;
}

const sessions = new WeakMap<FastifyRequest, RequestSession>();

export function attachSession(req: FastifyRequest, session: RequestSession): void {
  sessions.set(req, session);
}

export function sessionOf(req: FastifyRequest): RequestSession | undefined {
  return sessions.get(req);
}

/** The id of the request's live session, or null: to tell "this device" apart and to keep it. */
export function currentSessionId(req: FastifyRequest): string | null {
  return sessionOf(req)?.id ?? null;
}
