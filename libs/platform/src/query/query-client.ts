import { QueryClient } from '@tanstack/react-query';
import { QUERY_DEFAULTS } from '@grammarpath/contracts';
import { getQueryFn } from '../api/api-client';

/** SPEC §9: fresh for 60 s, no automatic retries, refetch on window focus, no polling. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: QUERY_DEFAULTS.staleTimeMs,
        retry: QUERY_DEFAULTS.retry,
        refetchOnWindowFocus: QUERY_DEFAULTS.refetchOnWindowFocus,
        refetchInterval: false,
      },
      mutations: { retry: QUERY_DEFAULTS.retry },
    },
  });
}

/** The one query cache every front end shares (the platform is a Module Federation singleton). */
export const queryClient = createQueryClient();
