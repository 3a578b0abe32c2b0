import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ENDPOINTS,
  queryKeyRoot,
  type DailyGoalChoice,
  type DailyGoalRequest,
  type DailyGoalView,
} from '@grammarpath/contracts';
import { apiJson } from '@grammarpath/platform';

const { method, path } = ENDPOINTS.dailyGoal.set;

/** POST /api/user/daily-goal: 10, 20 or 30 questions a day. */
export function chooseDailyGoal(questionsPerDay: DailyGoalChoice): Promise<DailyGoalView> {
  const body: DailyGoalRequest = { questionsPerDay };
  return apiJson<DailyGoalView>(method, path, body);
}

export function useChooseDailyGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseDailyGoal,
    onSuccess: (view) => queryClient.setQueryData(queryKeyRoot(ENDPOINTS.dailyGoal.get), view),
  });
}
