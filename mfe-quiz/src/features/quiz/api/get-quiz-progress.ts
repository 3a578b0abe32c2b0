import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@grammarpath/platform';
import { ENDPOINTS, type QuizProgressView } from '@grammarpath/contracts';

/** GET /api/quizzes/{quizId}: one of the learner's quizzes with its recorded answers (404 when not theirs). */
export function getQuizProgress(quizId: string): Promise<QuizProgressView> {
  const { method, path } = ENDPOINTS.quiz.progress(encodeURIComponent(quizId));
  return apiJson<QuizProgressView>(method, path);
}

export function quizProgressOptions(quizId: string) {
  return queryOptions({
    queryKey: [ENDPOINTS.quiz.progress(quizId).path],
    queryFn: () => getQuizProgress(quizId),
    staleTime: 0,
    retry: false,
  });
}

export function useQuizProgress(quizId: string) {
  return useQuery(quizProgressOptions(quizId));
}
