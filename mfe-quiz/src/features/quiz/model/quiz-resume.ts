import type { PublicQuestion, QuizResultView, ResumedAnswer } from '@grammarpath/contracts';
import { startRun, type RunState } from './quiz-run';
import type { AnswerDraft } from './quiz-session';

/**
 * A run rebuilt from the answers the server recorded (a reload mid-quiz): each answered question shows its
 * answer and the feedback its last check gave, a practice question with tries left offers Try Again, and the
 * run stands at the first question not settled (the last one when every question is, ready to finish).
 */
export function resumeRun(
  questions: PublicQuestion[],
  answers: readonly ResumedAnswer[],
  initialDraft: (question: PublicQuestion) => AnswerDraft,
  draftOf: (question: PublicQuestion, answer: string) => AnswerDraft,
): RunState {
  const run = startRun(questions, initialDraft);
  const byId = new Map(questions.map((question) => [question.id, question]));
  for (const recorded of answers) {
    const question = byId.get(recorded.questionId);
    if (!question) continue;
    run.states[question.id] = {
      ...draftOf(question, recorded.answer),
      answered: recorded.answer,
      feedback: recorded.feedback,
      attempts: recorded.feedback.attempt,
      locked: true,
      final: recorded.final,
      hintUsed: recorded.hintUsed,
    };
  }
  const firstOpen = questions.findIndex((question) => !run.states[question.id]?.final);
  return { ...run, index: firstOpen < 0 ? Math.max(0, questions.length - 1) : firstOpen };
}

/** A finished quiz read back (a reload of its results screen): the run at its end, with the stored result. */
export function withStoredResult(run: RunState, result: QuizResultView | undefined): RunState {
  if (!result) return run;
  return {
    ...run,
    finished: {
      correct: result.correctAnswers,
      total: result.totalQuestions,
      timeTakenSeconds: result.timeTaken,
      saved: result,
    },
  };
}
