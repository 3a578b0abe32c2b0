import { queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS, queryKeyRoot, type DailyGoalView } from '@grammarpath/contracts';
import { apiJson } from '@grammarpath/platform';

const { method, path } = ENDPOINTS.dailyGoal.get;

/** GET /api/user/daily-goal: the goal, today's answered questions and the streak. */
export const getDailyGoal = (): Promise<DailyGoalView> => apiJson<DailyGoalView>(method, path);

/** Its key is contracts' root: the quiz remote refreshes it as questions are answered. */
export const dailyGoalQuery = () =>
  queryOptions({ queryKey: queryKeyRoot(ENDPOINTS.dailyGoal.get), queryFn: getDailyGoal });

export const useDailyGoal = () => useQuery(dailyGoalQuery());
