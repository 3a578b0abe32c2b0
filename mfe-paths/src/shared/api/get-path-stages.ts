import { queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type StageView } from '@grammarpath/contracts';
import { getOrNull } from './get-or-null';
import { pathDetailQuery } from './get-path-detail';

/** GET /api/learning-paths/{id}/stages: a path's stages alone; null without a session. */
export const getPathStages = (pathId: number) => getOrNull<StageView[]>(ENDPOINTS.paths.stages(pathId));

export const pathStagesQuery = (pathId: number) =>
  queryOptions({
    queryKey: [...pathDetailQuery(pathId).queryKey, 'stages'] as const,
    queryFn: () => getPathStages(pathId),
  });

export function usePathStages(pathId: number | null, enabled: boolean) {
  return useQuery({ ...pathStagesQuery(pathId ?? 0), enabled: pathId !== null && enabled });
}
