import { useMutation } from '@tanstack/react-query';
import { ENDPOINTS, type LearningPathProgress } from '@grammarpath/contracts';
import { apiJson } from '@grammarpath/platform';
import { useRefreshPaths } from '../../../shared/api/use-refresh-paths';

/** POST /api/learning-paths/{id}/start: the learner's progress on the path begins. */
export function startPath(pathId: number): Promise<LearningPathProgress> {
  const { method, path } = ENDPOINTS.paths.start(pathId);
  return apiJson<LearningPathProgress>(method, path);
}

export function useStartPath() {
  const refresh = useRefreshPaths();
  return useMutation({
    mutationFn: startPath,
    onSuccess: (_data, pathId) => refresh(pathId),
  });
}
