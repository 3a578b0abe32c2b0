import { type Language, type LearningPathListItem } from '@grammarpath/contracts';
import { englishField, localizedTexts } from '../content/teaching-texts';
import { type LearningPath } from './learning-path.entity';

/** The public fields of a path that both the list and the detail show (no key, no timestamps), its texts in `language`. */
export type PathFields = Omit<LearningPathListItem, 'stageCount' | 'progress'>;

export function toPathFields(path: LearningPath, language: Language): PathFields {
  const { texts, english } = localizedTexts(
    { name: path.name, description: path.description },
    path.translations,
    language,
  );
  return {
    id: path.id,
    ...texts,
    difficultyLevel: path.difficultyLevel,
    cefrLevel: path.cefrLevel,
    estimatedCompletionTime: path.estimatedCompletionTime,
    targetGrammarTopics: path.targetGrammarTopics,
    prerequisitePaths: path.prerequisitePaths,
    ...englishField(english),
  };
}
