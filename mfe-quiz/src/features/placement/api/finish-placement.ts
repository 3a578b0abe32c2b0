import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@grammarpath/platform';
import { ENDPOINTS, type PlacementResult } from '@grammarpath/contracts';
import { placementOptions } from './get-placement';

const { method, path } = ENDPOINTS.placement.finish;

/** POST /api/placement/finish: the quiz scored into a suggested level and first path (the same again for the same quiz). */
export function finishPlacement(quizId: string): Promise<PlacementResult> {
  return apiJson<PlacementResult>(method, path, { quizId });
}

/**
 * Finishing is idempotent on the server, so it is read like a query: loading and error states, Retry, and no
 * second placement stored when the component renders twice.
 */
export function usePlacementResult(quizId: string) {
  const queryClient = useQueryClient();
  return useQuery(
    queryOptions({
      queryKey: [path, quizId],
      queryFn: async () => {
        const result = await finishPlacement(quizId);
        void queryClient.invalidateQueries({ queryKey: placementOptions().queryKey });
        return result;
      },
      staleTime: Infinity,
      retry: false,
      refetchOnWindowFocus: false,
    }),
  );
}
