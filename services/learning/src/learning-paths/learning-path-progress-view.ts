import { type LearningPathProgress } from '@grammarpath/contracts';
import { type UserLearningPathProgress } from './user-learning-path-progress.entity';

/** The API shape of a progress row (no userId; dates as ISO strings). */
export function toLearningPathProgress(row: UserLearningPathProgress): LearningPathProgress {
  return {
    id: row.id,
    pathId: row.pathId,
    currentStageId: row.currentStageId,
    started: row.started.toISOString(),
    lastActivity: row.lastActivity.toISOString(),
    completed: row.completed,
    completedDate: row.completedDate?.toISOString() ?? null,
    stagesCompleted: row.stagesCompleted,
    overallProgress: row.overallProgress,
  };
}
