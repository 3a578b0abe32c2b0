import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CheckAchievementsResponse, ENDPOINTS, queryKeyRoot } from '@grammarpath/contracts';
import { apiJson, useAchievementAnnouncer } from '@grammarpath/platform';

const { check, mine, myBadges } = ENDPOINTS.achievements;

/** POST /api/user/check-achievements: awards what the learner's history has earned. */
export const checkAchievements = (): Promise<CheckAchievementsResponse> =>
  apiJson<CheckAchievementsResponse>(check.method, check.path);

/** What an award changes: the learner's achievements, badges and summary. */
const AWARDED_KEYS = [queryKeyRoot(mine), queryKeyRoot(myBadges), queryKeyRoot(ENDPOINTS.progress.summary)];

/**
 * Checks achievements; the platform announces new ones (the 'New Achievement Unlocked!' toast and the
 * achievement celebration), then the learner's achievements, badges and summary are refetched (SPEC §7, §8).
 */
export function useCheckAchievements() {
  const queryClient = useQueryClient();
  const { announce } = useAchievementAnnouncer();
  return useMutation({
    mutationFn: checkAchievements,
    onSuccess: async ({ newAchievements }) => {
      // Not awaited: the refetches need not wait for the learner to continue past the celebration.
      void announce(newAchievements);
      // A first fetch still in flight (no data yet) would otherwise be reused by the invalidation and
      // bring figures read before the awards: cancel it, so that the refetch reads them afresh.
      await Promise.all(AWARDED_KEYS.map((queryKey) => queryClient.cancelQueries({ queryKey })));
      await Promise.all(AWARDED_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error) => {
      // SPEC §8: logged only, no visible UI.
      console.error('Failed to check achievements', error);
    },
  });
}
