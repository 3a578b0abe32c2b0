import { type QuestionType } from '@grammarpath/contracts';
import { completion } from './completion';
import { errorCorrection } from './error-correction';
import { fillBlank } from './fill-blank';
import { multipleChoice } from './multiple-choice';
import { type ServerQuestionKind } from './question-kind';
import { rearrange } from './rearrange';

/**
 * One entry per question type: its public view, content rules and diagnosis hook. A new QuestionType does
 * not compile until it has an entry here (and a shape in the contracts' PublicQuestion).
 */
export const QUESTION_KINDS = {
  fill_blank: fillBlank,
  rearrange,
  completion,
  error_correction: errorCorrection,
  multiple_choice: multipleChoice,
} satisfies { [T in QuestionType]: ServerQuestionKind<T> };

/** The server side of one question type. */
export const questionKindOf = (type: QuestionType): ServerQuestionKind<QuestionType> => QUESTION_KINDS[type];

export { type ServerQuestionKind } from './question-kind';
