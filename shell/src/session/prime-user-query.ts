import type { User } from '@grammarpath/contracts';
import { queryClient, readQueryResponse, USER_QUERY_KEY } from '@grammarpath/platform';
import { takeEarlyUserRequest } from './early-user-request';

/** Gives the query cache the session request main.ts started, so that useUser does not send another. */
export function primeUserQuery(): void {
  const early = takeEarlyUserRequest();
  if (!early) return;
  void queryClient.prefetchQuery({
    queryKey: USER_QUERY_KEY,
    queryFn: async () => readQueryResponse<User>(await early, { on401: 'returnNull' }),
  });
}
