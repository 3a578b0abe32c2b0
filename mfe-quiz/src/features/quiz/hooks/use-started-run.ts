import { useEffect } from 'react';
import { hashKey, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { QuizSource } from '../../../shared/play-quiz';
import { quizRunOptions, settleStartedRun, type QuizToPlay } from '../api/quiz-run';

/** Removes a quiz run's query once nothing shows it (after the effects of a remount have run). */
function dropWhenUnused(queryClient: QueryClient, queryHash: string): void {
  setTimeout(() => {
    const cache = queryClient.getQueryCache();
    const query = cache.get(queryHash);
    if (query && query.getObserversCount() === 0) cache.remove(query);
  }, 0);
}

/**
 * The browser's side of a run the shell's renderer started (QuizToPlay.startedOnServer). Once hydrated, it is
 * settled with the tab's own run (settleStartedRun: a reload mid-quiz resumes that one in its place). And a
 * hydrated query keeps the cache's default gcTime (hydration knows no query options), where a quiz run is
 * never shown again by a later visit (gcTime 0): every run is dropped once its page no longer shows it.
 */
export function useStartedRun(
  source: QuizSource,
  round: number,
  reviewQuizId: string | undefined,
  quiz: QuizToPlay | undefined,
): void {
  const queryClient = useQueryClient();
  const queryHash = hashKey(quizRunOptions(source, round, reviewQuizId).queryKey);

  useEffect(() => () => dropWhenUnused(queryClient, queryHash), [queryClient, queryHash]);

  useEffect(() => {
    if (!quiz?.startedOnServer) return;
    let current = true;
    void settleStartedRun(source, quiz).then((settled) => {
      if (current && settled.quizId !== quiz.quizId)
        queryClient.setQueryData(quizRunOptions(source, round, reviewQuizId).queryKey, settled);
    });
    return () => {
      current = false;
    };
  }, [quiz, queryClient, source, round, reviewQuizId]);
}
