import { sameAnswer } from '../answers/answer-normalisation';
import { type ServerQuestionKind } from './question-kind';

/** A sentence with one mistake, to type corrected. */
export const errorCorrection: ServerQuestionKind<'error_correction'> = {
  requiredContent: ['sentence', 'errorNote'],
  publicFields: (question) => ({ sentence: question.sentence ?? '' }),
  // The sentence sent back as it was: the error is still there.
  grammarErrorOf: (question, answer) =>
    question.sentence !== null && sameAnswer(answer, question.sentence) ? 'unchanged' : null,
};
