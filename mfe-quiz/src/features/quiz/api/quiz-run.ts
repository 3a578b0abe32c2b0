import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuizResponse, QuizResultView, ResumedAnswer } from '@grammarpath/contracts';
import type { QuizSource } from '../../../shared/play-quiz';
import { forgetQuizId, storedQuizId, storeQuizId } from '../model/resume-store';
import { getQuizProgress } from './get-quiz-progress';

/** A quiz to play: new (no answers), or the tab's unfinished one with the answers the server recorded. */
export interface QuizToPlay extends QuizResponse {
  answers: ResumedAnswer[];
  /** A finished quiz read back for its results screen (a reload of it): the stored result. */
  result?: QuizResultView;
}

/** The learner's finished quiz with its stored result, for its results screen; undefined when it is not that. */
async function finishedQuiz(quizId: string): Promise<QuizToPlay | undefined> {
  try {
    const { finished, result, ...quiz } = await getQuizProgress(quizId);
    return finished && result && quiz.questions.length > 0 ? { ...quiz, result } : undefined;
  } catch {
    // Gone, or not this learner's: a new quiz.
    return undefined;
  }
}

/**
 * The first run of a source resumes the tab's unfinished quiz of that source when the server still has it
 * with some answer recorded (GET /api/quizzes/{id}); otherwise, and for every later run (Start New Quiz), a new quiz is started and
 * remembered for a reload.
 */
export async function loadQuizRun(
  source: QuizSource,
  round: number,
  /** The finished quiz the address names (`?review=`): its results screen is shown again. */
  reviewQuizId?: string,
): Promise<QuizToPlay> {
  const finished = round === 0 && reviewQuizId ? await finishedQuiz(reviewQuizId) : undefined;
  if (finished) return finished;
  const stored = round === 0 ? storedQuizId(source.key) : undefined;
  if (stored) {
    try {
      const progress = await getQuizProgress(stored);
      // Nothing answered yet: nothing to lose, so fresh questions rather than the same ones again.
      if (!progress.finished && progress.answers.length > 0 && progress.questions.length > 0) {
        const { finished: _finished, ...quiz } = progress;
        return quiz;
      }
    } catch {
      // Gone (expired, another account): a new quiz.
    }
    forgetQuizId(source.key);
  }
  const quiz = await source.load();
  storeQuizId(source.key, quiz.quizId);
  return { ...quiz, answers: [] };
}

/**
 * The questions of one quiz run. Starting a quiz is a POST, so this query never refetches by itself:
 * a new run (Start New Quiz) changes `round` and so the key.
 */
export function quizRunOptions(source: QuizSource, round: number, reviewQuizId?: string) {
  return queryOptions({
    queryKey: ['quiz-run', ...source.key, round, reviewQuizId ?? null],
    queryFn: () => loadQuizRun(source, round, reviewQuizId),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
}

export function useQuizQuestions(source: QuizSource, round: number, reviewQuizId?: string) {
  return useQuery(quizRunOptions(source, round, reviewQuizId));
}
