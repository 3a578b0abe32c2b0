import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@grammarpath/platform';
import { ENDPOINTS, queryKeyRoot, type LearningPathProgress } from '@grammarpath/contracts';

const endpoint = ENDPOINTS.paths.myProgress;

/** GET /api/user/learning-path-progress: the learner's progress on every path they started. */
export function getPathProgress(): Promise<LearningPathProgress[]> {
  return apiJson<LearningPathProgress[]>(endpoint.method, endpoint.path);
}

export const pathProgressOptions = queryOptions({
  queryKey: queryKeyRoot(endpoint),
  queryFn: getPathProgress,
});

export function usePathProgress(enabled = true) {
  return useQuery({ ...pathProgressOptions, enabled });
}
