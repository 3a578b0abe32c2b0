import type { Request } from 'express';

const unavailable = new WeakSet<Request>();

/** Marks a request whose session could not be read because the session store is down. */
export function markSessionUnavailable(req: Request): void {
  unavailable.add(req);
}

export function isSessionUnavailable(req: Request): boolean {
  return unavailable.has(req);
}

export const SESSION_UNAVAILABLE_MESSAGE = 'Sessions are temporarily unavailable. Please try again shortly.';
