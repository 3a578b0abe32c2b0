import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@grammarpath/platform';
import { ENDPOINTS, queryKeyRoot, type QuizResultRequest, type QuizResultView } from '@grammarpath/contracts';

const { method, path } = ENDPOINTS.quiz.results.save;

/** POST /api/quiz-results: the finished quiz, scored again by the server. */
export function saveQuizResult(result: QuizResultRequest): Promise<QuizResultView> {
  return apiJson<QuizResultView>(method, path, result);
}

/** Saves a finished quiz; the learner's result lists (any key under GET /api/quiz-results) and the daily goal's streak refetch. */
export function useSaveQuizResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveQuizResult,
    onSuccess: () => {
      for (const endpoint of [ENDPOINTS.quiz.results.list, ENDPOINTS.dailyGoal.get])
        void queryClient.invalidateQueries({ queryKey: queryKeyRoot(endpoint) });
    },
  });
}
