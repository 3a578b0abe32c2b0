import type { Endpoint } from '@grammarpath/contracts';
import { readQueryResponse } from '@grammarpath/platform';

/** GETs an endpoint's JSON; a 401 (no session) gives null, any other failure throws the platform's error. */
export async function getOrNull<T>(endpoint: Endpoint<'GET'>): Promise<T | null> {
  return readQueryResponse<T>(await fetch(endpoint.path, { credentials: 'include' }), {
    on401: 'returnNull',
  });
}
