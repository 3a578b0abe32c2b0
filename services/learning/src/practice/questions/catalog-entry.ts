import {
  type Category,
  type CefrLevel,
  type DifficultyLevel,
  type GrammarTopic,
  type QuestionType,
} from '@grammarpath/contracts';

/** What selecting a question needs to know of it: everything but its text and answers. */
export interface CatalogEntry {
  id: number;
  type: QuestionType;
  difficultyLevel: DifficultyLevel;
  cefrLevel: CefrLevel | null;
  category: Category;
  grammarTopics: GrammarTopic[];
}
