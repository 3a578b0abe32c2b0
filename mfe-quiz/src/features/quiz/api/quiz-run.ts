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
  /**
   * A new quiz the shell's renderer started for the page's first render (startedRunOptions), not yet settled
   * with the tab's own run (settleStartedRun).
   */
  startedOnServer?: true;
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
 * The tab's unfinished quiz of a source, when the server still has it with some answer recorded (GET
 * /api/quizzes/{id}); otherwise undefined, and the stored id is forgotten.
 */
async function resumableRun(source: QuizSource): Promise<QuizToPlay | undefined> {
  const stored = storedQuizId(source.key);
  if (!stored) return undefined;
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
  return undefined;
}

/**
 * The first run of a source resumes the tab's unfinished quiz of that source (resumableRun); otherwise, and
 * for every later run (Start New Quiz), a new quiz is started and remembered for a reload.
 */
export async function loadQuizRun(
  source: QuizSource,
  round: number,
  /** The finished quiz the address names (`?review=`): its results screen is shown again. */
  reviewQuizId?: string,
): Promise<QuizToPlay> {
  const finished = round === 0 && reviewQuizId ? await finishedQuiz(reviewQuizId) : undefined;
  if (finished) return finished;
  const resumed = round === 0 ? await resumableRun(source) : undefined;
  if (resumed) return resumed;
  const quiz = await source.load();
  storeQuizId(source.key, quiz.quizId);
  return { ...quiz, answers: [] };
}

/**
 * A run the shell's renderer started, once the page is in the browser: the server cannot read the tab's
 * sessionStorage, so a reload mid-quiz still resumes the tab's own quiz (resumableRun) in its place; otherwise
 * the server's quiz is the tab's, remembered for a reload as loadQuizRun remembers one.
 */
export async function settleStartedRun(source: QuizSource, started: QuizToPlay): Promise<QuizToPlay> {
  if (storedQuizId(source.key) !== started.quizId) {
    const resumed = await resumableRun(source);
    if (resumed) return resumed;
    storeQuizId(source.key, started.quizId);
  }
  const { startedOnServer: _started, ...quiz } = started;
  return quiz;
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

/**
 * The first run of a source as the shell's renderer fills it for the page's first render: the query of
 * quizRunOptions(source, 0), holding a new quiz (the server has no tab to resume a quiz from). Kept in the
 * renderer's cache until the page is rendered, where the client's gcTime 0 would drop it at once.
 */
export function startedRunOptions(source: QuizSource) {
  return queryOptions({
    ...quizRunOptions(source, 0),
    queryFn: async (): Promise<QuizToPlay> => ({
      ...(await source.load()),
      answers: [],
      startedOnServer: true,
    }),
    gcTime: Infinity,
  });
}

export function useQuizQuestions(source: QuizSource, round: number, reviewQuizId?: string) {
  return useQuery(quizRunOptions(source, round, reviewQuizId));
}
