import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@grammarpath/platform';
import { ENDPOINTS, queryKeyRoot, type DailyChallengeView } from '@grammarpath/contracts';

const endpoint = ENDPOINTS.quiz.dailyChallenge.today;

/** GET /api/daily-challenge: today's challenge, the same for every learner, with this learner's completion. */
export function getDailyChallenge(): Promise<DailyChallengeView> {
  return apiJson<DailyChallengeView>(endpoint.method, endpoint.path);
}

export const dailyChallengeOptions = queryOptions({
  queryKey: queryKeyRoot(endpoint),
  queryFn: getDailyChallenge,
});

export function useDailyChallenge() {
  return useQuery(dailyChallengeOptions);
}
