import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@grammarpath/platform';
import { ENDPOINTS, queryKeyRoot, type QuizResultRequest, type QuizResultView } from '@grammarpath/contracts';

const { method, path } = ENDPOINTS.quiz.results.save;

/** POST /api/quiz-results: the finished quiz, scored again by the server. */
export function saveQuizResult(result: QuizResultRequest): Promise<QuizResultView> {
  return apiJson<QuizResultView>(method, path, result);
}

/** Saves a finished quiz; the learner's result lists (any key under GET /api/quiz-results), the daily goal's streak and today's challenge refetch. */
export function useSaveQuizResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveQuizResult,
    onSuccess: () => {
      for (const endpoint of [
        ENDPOINTS.quiz.results.list,
        ENDPOINTS.dailyGoal.get,
        // A daily challenge's result completes it: the results screen's next steps say so.
        ENDPOINTS.quiz.dailyChallenge.today,
      ])
        void queryClient.invalidateQueries({ queryKey: queryKeyRoot(endpoint) });
    },
  });
}
