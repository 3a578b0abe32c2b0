import { type LearningPathListItem } from '@grammarpath/contracts';
import { type LearningPath } from './learning-path.entity';

/** The public fields of a path that both the list and the detail show (no key, no timestamps). */
export type PathFields = Omit<LearningPathListItem, 'stageCount' | 'progress'>;

export function toPathFields(path: LearningPath): PathFields {
  return {
    id: path.id,
    name: path.name,
    description: path.description,
    difficultyLevel: path.difficultyLevel,
    cefrLevel: path.cefrLevel,
    estimatedCompletionTime: path.estimatedCompletionTime,
    targetGrammarTopics: path.targetGrammarTopics,
    prerequisitePaths: path.prerequisitePaths,
  };
}
