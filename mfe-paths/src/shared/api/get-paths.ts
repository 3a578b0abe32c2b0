import { queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS, queryKeyRoot, type LearningPathListItem } from '@grammarpath/contracts';
import { getOrNull } from './get-or-null';

/** GET /api/learning-paths: every path, each with the learner's progress; null without a session. */
export const getPaths = () => getOrNull<LearningPathListItem[]>(ENDPOINTS.paths.list);

/** Its key is the root of every path query: invalidating it also refreshes each path's detail. */
export const pathsQuery = () =>
  queryOptions({ queryKey: queryKeyRoot(ENDPOINTS.paths.list), queryFn: getPaths });

export function usePaths(enabled = true) {
  return useQuery({ ...pathsQuery(), enabled });
}
