import { queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS, queryKeyRoot, type LearningPathProgress } from '@grammarpath/contracts';
import { getOrNull } from './get-or-null';

/** GET /api/user/learning-path-progress: the learner's progress on every path they started. */
export const getPathProgress = () => getOrNull<LearningPathProgress[]>(ENDPOINTS.paths.myProgress);

export const pathProgressQuery = () =>
  queryOptions({ queryKey: queryKeyRoot(ENDPOINTS.paths.myProgress), queryFn: getPathProgress });

/** Only for a logged-in learner. */
export function usePathProgress(enabled: boolean) {
  return useQuery({ ...pathProgressQuery(), enabled });
}
