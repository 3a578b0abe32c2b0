import type { PublicQuestion, QuestionType } from '@grammarpath/contracts';
import { completion } from './completion';
import { errorCorrection } from './error-correction';
import { fillBlank } from './fill-blank';
import { multipleChoice } from './multiple-choice';
import type { QuestionKind } from './question-kind';
import { rearrange } from './rearrange';

/** One kind per QuestionType, each typed over its own question shape. */
export const QUESTION_KINDS = {
  fill_blank: fillBlank,
  rearrange,
  completion,
  error_correction: errorCorrection,
  multiple_choice: multipleChoice,
} satisfies { [T in QuestionType]: QuestionKind<T> };

/**
 * The kind of a question. The registry pairs each type with the kind of that type, so the kind accepts
 * this very question; TypeScript cannot follow that pairing through a union, hence the one cast here.
 */
export function kindOf(question: PublicQuestion): QuestionKind<QuestionType> {
  return QUESTION_KINDS[question.type] as unknown as QuestionKind<QuestionType>;
}

/** Loads the view of a question's kind ahead of its turn, where that view loads on demand. */
export function preloadViewOf(question: PublicQuestion | undefined): void {
  const view = question && kindOf(question).Component;
  view?.preload?.().catch(() => undefined);
}
