import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckAnswerRequest, QuizResponse, QuizResultRequest } from '@grammarpath/contracts';
import { checkAnswer, fetchHint, saveQuizResult } from '../api/quiz-api';

/** Where a quiz's questions come from: a stable key and the call that starts the quiz. */
export interface QuizSource {
  key: readonly unknown[];
  load: () => Promise<QuizResponse>;
}

export const QUIZ_RESULTS_KEY = ['/api/quiz-results'] as const;

/**
 * The questions of one quiz run. Starting a quiz is a POST, so this query never refetches by itself:
 * a new run (Start New Quiz) changes `round` and so the key.
 */
export function useQuizQuestions(source: QuizSource, round: number) {
  return useQuery({
    queryKey: ['quiz-run', ...source.key, round],
    queryFn: source.load,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
}

export function useCheckAnswer() {
  return useMutation({ mutationFn: (request: CheckAnswerRequest) => checkAnswer(request) });
}

/** Saves a finished quiz; the learner's result lists (any key under /api/quiz-results) refetch. */
export function useSaveQuizResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (result: QuizResultRequest) => saveQuizResult(result),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUIZ_RESULTS_KEY }),
  });
}

export function useHint() {
  return useMutation({
    mutationFn: ({ quizId, questionId }: { quizId: string; questionId: number }) =>
      fetchHint(quizId, questionId),
  });
}
