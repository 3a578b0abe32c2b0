import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@grammarpath/platform';
import { ENDPOINTS, type PlacementView } from '@grammarpath/contracts';
import { placementOptions } from './get-placement';

const { method, path } = ENDPOINTS.placement.skip;

/** POST /api/placement/skip: the offer is answered and not made again. */
export function skipPlacement(): Promise<PlacementView> {
  return apiJson<PlacementView>(method, path);
}

export function useSkipPlacement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: skipPlacement,
    onSuccess: (view) => queryClient.setQueryData(placementOptions().queryKey, view),
  });
}
