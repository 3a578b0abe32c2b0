import type { CheckAnswerResponse, PublicQuestion } from '@grammarpath/contracts';
import type { QuestionState } from './quiz-session';

/** How one question of a finished quiz went. */
export type ReviewOutcome = 'firstTry' | 'afterRetries' | 'wrong' | 'unanswered';

/** One row of the results screen's review: a question, the learner's answer and what it teaches. */
export interface ReviewRow {
  /** 1 for the first question. */
  number: number;
  question: PublicQuestion;
  outcome: ReviewOutcome;
  /** The learner's last answer. */
  answer?: string;
  /** Tries used (1 for the first try). */
  attempts: number;
  hintUsed: boolean;
  /** The last check's answer: the right answer, the explanation and the diagnosis. */
  feedback?: CheckAnswerResponse;
}

function outcomeOf(state: QuestionState | undefined): ReviewOutcome {
  if (!state?.final || !state.feedback) return 'unanswered';
  if (!state.feedback.isCorrect) return 'wrong';
  return state.feedback.attempt > 1 ? 'afterRetries' : 'firstTry';
}

/** The review of a finished run: one row per question, in the quiz's order. */
export function reviewRowsOf(
  questions: readonly PublicQuestion[],
  states: Readonly<Record<number, QuestionState>>,
): ReviewRow[] {
  return questions.map((question, index) => {
    const state = states[question.id];
    const outcome = outcomeOf(state);
    return {
      number: index + 1,
      question,
      outcome,
      answer: outcome === 'unanswered' ? undefined : state?.answered,
      attempts: state?.feedback?.attempt ?? state?.attempts ?? 0,
      hintUsed: state?.hintUsed ?? false,
      feedback: outcome === 'unanswered' ? undefined : state?.feedback,
    };
  });
}

/** Rows to learn from: opened at first on the results screen (the right ones stay folded). */
export const needsReview = (row: ReviewRow): boolean =>
  row.outcome === 'wrong' || row.outcome === 'unanswered';
