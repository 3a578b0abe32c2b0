import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiJson } from '@grammarpath/platform';
import { ENDPOINTS, type CheckAnswerRequest, type CheckAnswerResponse } from '@grammarpath/contracts';

const { method, path } = ENDPOINTS.quiz.checkAnswer;

/** POST /api/check-answer: whether the answer is right, and why not. */
export function checkAnswer(request: CheckAnswerRequest): Promise<CheckAnswerResponse> {
  return apiJson<CheckAnswerResponse>(method, path, request);
}

export const checkAnswerOptions = mutationOptions({ mutationFn: checkAnswer });

export function useCheckAnswer() {
  return useMutation(checkAnswerOptions);
}
