import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuizSource } from '../../../shared/play-quiz';

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
