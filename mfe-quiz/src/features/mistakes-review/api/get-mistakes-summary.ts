import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@grammarpath/platform';
import { ENDPOINTS, queryKeyRoot, type MistakesSummary } from '@grammarpath/contracts';

const endpoint = ENDPOINTS.quiz.mistakesSummary;

/** GET /api/mistakes-review: how many mistakes wait for the review. */
export function getMistakesSummary(): Promise<MistakesSummary> {
  return apiJson<MistakesSummary>(endpoint.method, endpoint.path);
}

export function mistakesSummaryOptions() {
  return queryOptions({ queryKey: queryKeyRoot(endpoint), queryFn: getMistakesSummary, staleTime: 0 });
}

export function useMistakesSummary() {
  return useQuery(mistakesSummaryOptions());
}
