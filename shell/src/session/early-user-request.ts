let pending: Promise<Response> | undefined;

/**
 * GET /api/user, started by main.ts before the shell's code has loaded: every page needs the session, and
 * the home page needs it to know whether to load the learner's widgets. Bootstrap hands the answer to the
 * query cache (takeEarlyUserRequest), so that the request is made once.
 */
export function startEarlyUserRequest(): Promise<Response> {
  pending = fetch('/api/user', { credentials: 'include' });
  return pending;
}

/** The early request, once: later reads of the session go through the query cache as usual. */
export function takeEarlyUserRequest(): Promise<Response> | undefined {
  const request = pending;
  pending = undefined;
  return request;
}
