import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, queryKeyRoot, type CheckAchievementsResponse } from '@grammarpath/contracts';
import { apiJson } from '@grammarpath/platform';

/** POST /api/user/check-achievements: awards what the learner has earned and lists the new ones. */
export function checkAchievements(): Promise<CheckAchievementsResponse> {
  const { method, path } = ENDPOINTS.achievements.check;
  return apiJson<CheckAchievementsResponse>(method, path);
}

/** The check also awards badges: the learner's achievements and badges are refetched after it. */
export function useCheckAchievements() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: checkAchievements,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeyRoot(ENDPOINTS.achievements.mine) }),
        client.invalidateQueries({ queryKey: queryKeyRoot(ENDPOINTS.achievements.myBadges) }),
      ]),
  });
}
