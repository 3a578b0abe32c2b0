import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@grammarpath/platform';
import { ENDPOINTS, queryKeyRoot, type PlacementView } from '@grammarpath/contracts';

const endpoint = ENDPOINTS.placement.state;

/** GET /api/placement: where the learner stands with the placement offer, and the latest placement. */
export function getPlacement(): Promise<PlacementView> {
  return apiJson<PlacementView>(endpoint.method, endpoint.path);
}

export function placementOptions() {
  return queryOptions({ queryKey: queryKeyRoot(endpoint), queryFn: getPlacement, staleTime: 0 });
}

export function usePlacement() {
  return useQuery(placementOptions());
}
