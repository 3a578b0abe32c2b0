import type { Endpoint } from '@grammarpath/contracts';
import { getJson } from '@grammarpath/platform';

/** GETs an endpoint's JSON; a 401 (no session) gives null, any other failure throws the platform's error. */
export const getOrNull = <T>(endpoint: Endpoint<'GET'>): Promise<T | null> =>
  getJson<T>(endpoint.path, { on401: 'returnNull' });
