import { type LearningPathListItem, type LearningPathProgressSummary } from '@grammarpath/contracts';
import { type LearningPath } from './learning-path.entity';
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
): LearningPathListItem {
  const item: LearningPathListItem = {
    id: path.id,
    name: path.name,
    description: path.description,
    difficultyLevel: path.difficultyLevel,
    cefrLevel: path.cefrLevel,
    estimatedCompletionTime: path.estimatedCompletionTime,
    targetGrammarTopics: path.targetGrammarTopics,
    prerequisitePaths: path.prerequisitePaths,
    stageCount,
  };
  if (progressByPath === undefined) return item;
  const progress = progressByPath.get(path.id);
  return { ...item, progress: progress ? toProgressSummary(progress) : null };
}
