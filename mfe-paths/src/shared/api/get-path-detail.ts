import { queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS, queryKeyRoot, type LearningPathDetail } from '@grammarpath/contracts';
import { getOrNull } from './get-or-null';

/** GET /api/learning-paths/{id}: a path with its stages; null without a session. */
export const getPathDetail = (pathId: number) =>
  getOrNull<LearningPathDetail>(ENDPOINTS.paths.detail(pathId));

/** Keyed under the path list's root (['/api/learning-paths', id]), so refreshing the list refreshes it too. */
export const pathDetailQuery = (pathId: number) =>
  queryOptions({
    queryKey: [...queryKeyRoot(ENDPOINTS.paths.list), pathId] as const,
    queryFn: () => getPathDetail(pathId),
  });

export function usePathDetail(pathId: number | null) {
  return useQuery({ ...pathDetailQuery(pathId ?? 0), enabled: pathId !== null });
}
