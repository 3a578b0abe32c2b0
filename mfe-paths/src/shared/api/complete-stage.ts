import { useMutation } from '@tanstack/react-query';
import { ENDPOINTS, type CompleteStageResponse } from '@grammarpath/contracts';
import { apiJson } from '@grammarpath/platform';
import { useRefreshPaths } from './use-refresh-paths';

export interface CompleteStageInput {
  pathId: number;
  stageId: number;
}

/** POST /api/learning-paths/{pathId}/stages/{stageId}/complete (409 while the stage is locked). */
export function completeStage({ pathId, stageId }: CompleteStageInput): Promise<CompleteStageResponse> {
  const { method, path } = ENDPOINTS.paths.completeStage(pathId, stageId);
  return apiJson<CompleteStageResponse>(method, path);
}

export function useCompleteStage() {
  const refresh = useRefreshPaths();
  return useMutation({
    mutationFn: completeStage,
    onSuccess: (_data, { pathId }) => refresh(pathId),
  });
}
