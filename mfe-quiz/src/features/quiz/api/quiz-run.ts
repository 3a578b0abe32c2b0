import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuizResponse } from '@grammarpath/contracts';

/** Where a quiz's questions come from: a stable key and the call that starts the quiz. */
export interface QuizSource {
  key: readonly unknown[];
  load: () => Promise<QuizResponse>;
}

/**
 * The questions of one quiz run. Starting a quiz is a POST, so this query never refetches by itself:
 * a new run (Start New Quiz) changes `round` and so the key.
 */
export function quizRunOptions(source: QuizSource, round: number) {
  return queryOptions({
    queryKey: ['quiz-run', ...source.key, round],
    queryFn: source.load,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
}

export function useQuizQuestions(source: QuizSource, round: number) {
  return useQuery(quizRunOptions(source, round));
}
