import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiJson } from '@grammarpath/platform';
import { ENDPOINTS, type HintRequest, type HintResponse } from '@grammarpath/contracts';

const { method, path } = ENDPOINTS.quiz.hint;

/** POST /api/quiz-hint (practice quizzes with hints): the rule, without the answer. */
export function getHint(request: HintRequest): Promise<HintResponse> {
  return apiJson<HintResponse>(method, path, request);
}

export const getHintOptions = mutationOptions({ mutationFn: getHint });

export function useHint() {
  return useMutation(getHintOptions);
}
