import {
  type Language,
  type LearningPathListItem,
  type LearningPathProgressSummary,
} from '@grammarpath/contracts';
import { type LearningPath } from './learning-path.entity';
import { toPathFields } from './path-fields';
import { type UserLearningPathProgress } from './user-learning-path-progress.entity';

export function toProgressSummary(progress: UserLearningPathProgress): LearningPathProgressSummary {
  return {
    overallProgress: progress.overallProgress,
    completed: progress.completed,
    stagesCompleted: progress.stagesCompleted,
  };
}

/**
 * progressByPath: undefined for visitors (no `progress` field at all); for a learner, the progress rows by
 * path id, where a missing row means "not started" (`progress: null`).
 */
export function toLearningPathListItem(
  path: LearningPath,
  stageCount: number,
  progressByPath: ReadonlyMap<number, UserLearningPathProgress> | undefined,
  language: Language,
): LearningPathListItem {
  const item: LearningPathListItem = { ...toPathFields(path, language), stageCount };
  if (progressByPath === undefined) return item;
  const progress = progressByPath.get(path.id);
  return { ...item, progress: progress ? toProgressSummary(progress) : null };
}
