import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@grammarpath/platform';
import {
  ENDPOINTS,
  queryKeyRoot,
  type CheckAnswerRequest,
  type CheckAnswerResponse,
} from '@grammarpath/contracts';

const { method, path } = ENDPOINTS.quiz.checkAnswer;

/** POST /api/check-answer: whether the answer is right, and why not. */
export function checkAnswer(request: CheckAnswerRequest): Promise<CheckAnswerResponse> {
  return apiJson<CheckAnswerResponse>(method, path, request);
}

export const checkAnswerOptions = mutationOptions({ mutationFn: checkAnswer });

/** Checks an answer; the header's daily goal counts it. */
export function useCheckAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    ...checkAnswerOptions,
    // Not awaited: the feedback shows at once, the header catches up.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeyRoot(ENDPOINTS.dailyGoal.get) }),
  });
}
