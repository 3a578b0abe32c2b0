import { onDemand } from '@grammarpath/platform';
import { hasDraft, spoken, type QuestionKind } from './question-kind';

/** Error correction: the draft starts as the sentence; an answer is an edit of it. */
export const errorCorrection: QuestionKind<'error_correction'> = {
  // Its view (and antd's Form and Input) loads when an error-correction question is near.
  Component: onDemand(() => import('./error-correction-view').then((module) => module.ErrorCorrectionView)),
  initialState: (question) => ({ draft: question.sentence, placed: [] }),
  answerOf: (_question, answer) => answer.draft,
  draftOf: (_question, answer) => ({ draft: answer, placed: [] }),
  hasAnswer: (question, answer) => hasDraft(answer) && answer.draft.trim() !== question.sentence.trim(),
  speechText: (question) => spoken(question.sentence, question),
};
