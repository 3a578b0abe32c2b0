import type {
  CheckAchievementsResponse,
  CompleteStageResponse,
  LearningPathProgress,
  UpdatePathProgressRequest,
} from '@grammarpath/contracts';
import { apiJson } from '@grammarpath/platform';

/** Query keys: joined by '/', each is the URL the platform's default query function fetches. */
export const pathsKeys = {
  list: ['/api/learning-paths'] as const,
  detail: (pathId: number) => ['/api/learning-paths', pathId] as const,
  stages: (pathId: number) => ['/api/learning-paths', pathId, 'stages'] as const,
  progress: ['/api/user/learning-path-progress'] as const,
};

export function startPath(pathId: number): Promise<LearningPathProgress> {
  return apiJson<LearningPathProgress>('POST', `/api/learning-paths/${pathId}/start`);
}

export function completeStage(pathId: number, stageId: number): Promise<CompleteStageResponse> {
  return apiJson<CompleteStageResponse>('POST', `/api/learning-paths/${pathId}/stages/${stageId}/complete`);
}

export function postPathProgress(pathId: number, progress: number): Promise<LearningPathProgress> {
  const body: UpdatePathProgressRequest = { progress };
  return apiJson<LearningPathProgress>('POST', `/api/learning-paths/${pathId}/progress`, body);
}

export function checkAchievements(): Promise<CheckAchievementsResponse> {
  return apiJson<CheckAchievementsResponse>('POST', '/api/user/check-achievements');
}
