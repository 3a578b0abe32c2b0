import type { User } from '@grammarpath/contracts';
import { queryClient, readQueryResponse, USER_QUERY_KEY } from '@grammarpath/platform';
import { takeEarlyUserRequest } from './early-user-request';

/** The longest the first render waits for the session: past it, the page renders with its loading states. */
const USER_WAIT_MS = 1500;

/**
 * Gives the query cache the session request main.ts started, so that useUser does not send another, and
 * resolves once it is answered (or after USER_WAIT_MS): rendering after it draws the header and the home
 * page once, for the right person, instead of a placeholder that then changes size.
 */
export function primeUserQuery(): Promise<void> {
  const early = takeEarlyUserRequest();
  if (!early) return Promise.resolve();
  const primed = queryClient.prefetchQuery({
    queryKey: USER_QUERY_KEY,
    queryFn: async () => readQueryResponse<User>(await early, { on401: 'returnNull' }),
  });
  return Promise.race([primed, new Promise<void>((resolve) => setTimeout(resolve, USER_WAIT_MS))]);
}
