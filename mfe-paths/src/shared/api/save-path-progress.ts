import { useMutation } from '@tanstack/react-query';
import { ENDPOINTS, type LearningPathProgress, type UpdatePathProgressRequest } from '@grammarpath/contracts';
import { apiJson } from '@grammarpath/platform';
import { useRefreshPaths } from './use-refresh-paths';

export interface SavePathProgressInput {
  pathId: number;
  progress: number;
}

/** POST /api/learning-paths/{id}/progress with the recomputed percent. */
export function savePathProgress({ pathId, progress }: SavePathProgressInput): Promise<LearningPathProgress> {
  const { method, path } = ENDPOINTS.paths.saveProgress(pathId);
  const body: UpdatePathProgressRequest = { progress };
  return apiJson<LearningPathProgress>(method, path, body);
}

export function useSavePathProgress() {
  const refresh = useRefreshPaths();
  return useMutation({
    mutationFn: savePathProgress,
    onSuccess: (_data, { pathId }) => refresh(pathId),
  });
}
