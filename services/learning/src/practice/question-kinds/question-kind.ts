import {
  type GrammarErrorReason,
  type PublicQuestion,
  type QuestionOfType,
  type QuestionType,
} from '@grammarpath/contracts';
import { type Question } from '../questions/question.entity';
import { type Random } from '../questions/random';

/** The fields of a type's public shape beyond those every question carries. */
export type KindFields<T extends QuestionType> = Omit<QuestionOfType<T>, keyof PublicQuestion>;

/** What the server knows of one question type; the registry (index.ts) holds one per QuestionType. */
export interface ServerQuestionKind<T extends QuestionType> {
  /** The content fields a question of this type cannot do without (the seed and content checks use them). */
  requiredContent: readonly (keyof Question)[];
  /** The type's own fields of the public view (options shuffled for this quiz, never the answers). */
  publicFields(question: Question, random: Random): KindFields<T>;
  /**
   * A grammar error only this type can make, checked before the generic near-miss checks
   * (error correction: the error left in place); null when the type has none.
   */
  grammarErrorOf:
    ((question: Pick<Question, 'sentence'>, answer: string) => GrammarErrorReason | null) | null;
}
