import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LearningPathListItem } from '@grammarpath/contracts';
import { getQueryFn } from '@grammarpath/platform';
import { completeStage, pathsKeys, postPathProgress, startPath } from '../api/paths-api';
import type { PathDetail, PathProgress, PathStage } from '../api/paths-types';

/** GET /api/learning-paths; a 401 gives null. */
export function usePathsList(enabled = true) {
  return useQuery<LearningPathListItem[] | null>({
    queryKey: pathsKeys.list,
    queryFn: getQueryFn<LearningPathListItem[]>({ on401: 'returnNull' }),
    enabled,
  });
}

/** GET /api/learning-paths/{id} (a 401 gives null) with its stages; the stages call fills in if an answer lists none. */
export function usePathWithStages(pathId: number | null) {
  const detail = useQuery<PathDetail | null>({
    queryKey: pathsKeys.detail(pathId ?? 0),
    queryFn: getQueryFn<PathDetail>({ on401: 'returnNull' }),
    enabled: pathId !== null,
  });
  const needsStages = !!detail.data && !Array.isArray(detail.data.stages);
  const stages = useQuery<PathStage[] | null>({
    queryKey: pathsKeys.stages(pathId ?? 0),
    queryFn: getQueryFn<PathStage[]>({ on401: 'returnNull' }),
    enabled: pathId !== null && needsStages,
  });
  const notFound = !!detail.error && detail.error.message.startsWith('404');
  return {
    path: detail.data ?? null,
    stages: detail.data?.stages ?? stages.data ?? [],
    isLoading: detail.isLoading || (needsStages && stages.isLoading),
    notFound: notFound || (detail.isSuccess && detail.data === null),
    error: notFound ? null : (detail.error ?? stages.error),
  };
}

/** GET /api/user/learning-path-progress, only for a logged-in learner. */
export function usePathProgressList(enabled: boolean) {
  return useQuery<PathProgress[] | null>({
    queryKey: pathsKeys.progress,
    queryFn: getQueryFn<PathProgress[]>({ on401: 'returnNull' }),
    enabled,
  });
}

/** After a start or a completion every view of paths and progress is refetched. */
function useRefreshPaths() {
  const client = useQueryClient();
  return (pathId: number) =>
    Promise.all([
      client.invalidateQueries({ queryKey: pathsKeys.progress }),
      client.invalidateQueries({ queryKey: pathsKeys.list }),
      client.invalidateQueries({ queryKey: pathsKeys.detail(pathId) }),
    ]);
}

export function useStartPath() {
  const refresh = useRefreshPaths();
  return useMutation({
    mutationFn: (pathId: number) => startPath(pathId),
    onSuccess: (_data, pathId) => refresh(pathId),
  });
}

export function useCompleteStage() {
  const refresh = useRefreshPaths();
  return useMutation({
    mutationFn: ({ pathId, stageId }: { pathId: number; stageId: number }) => completeStage(pathId, stageId),
    onSuccess: (_data, { pathId }) => refresh(pathId),
  });
}

export function usePostPathProgress() {
  const refresh = useRefreshPaths();
  return useMutation({
    mutationFn: ({ pathId, progress }: { pathId: number; progress: number }) =>
      postPathProgress(pathId, progress),
    onSuccess: (_data, { pathId }) => refresh(pathId),
  });
}
