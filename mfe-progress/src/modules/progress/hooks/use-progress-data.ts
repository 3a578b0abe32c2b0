import { useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAchievementAnnouncer, useUser } from '@grammarpath/platform';
import {
  fetchAchievements,
  fetchBadges,
  fetchPaths,
  fetchProgressSummary,
  fetchRecentQuizResults,
  fetchUserAchievements,
  fetchUserBadges,
  fetchWeeklyStudyTime,
  postCheckAchievements,
  PROGRESS_QUERY_KEYS,
} from '../api/progress-api';

/** Every query of the progress feature, in one place. They run only with a logged-in user. */
export function useProgressSummary() {
  const { user } = useUser();
  return useQuery({ queryKey: PROGRESS_QUERY_KEYS.summary, queryFn: fetchProgressSummary, enabled: !!user });
}

export function useAchievements() {
  return useQuery({ queryKey: PROGRESS_QUERY_KEYS.achievements, queryFn: fetchAchievements });
}

export function useUserAchievements() {
  const { user } = useUser();
  return useQuery({
    queryKey: PROGRESS_QUERY_KEYS.userAchievements,
    queryFn: fetchUserAchievements,
    enabled: !!user,
  });
}

export function useRecentQuizResults() {
  const { user } = useUser();
  return useQuery({
    queryKey: PROGRESS_QUERY_KEYS.quizResults,
    queryFn: fetchRecentQuizResults,
    enabled: !!user,
  });
}

export function useLearningPaths() {
  const { user } = useUser();
  return useQuery({ queryKey: PROGRESS_QUERY_KEYS.paths, queryFn: fetchPaths, enabled: !!user });
}

export function useBadges() {
  return useQuery({ queryKey: PROGRESS_QUERY_KEYS.badges, queryFn: fetchBadges });
}

export function useUserBadges() {
  const { user } = useUser();
  return useQuery({ queryKey: PROGRESS_QUERY_KEYS.userBadges, queryFn: fetchUserBadges, enabled: !!user });
}

/** Study minutes of the week's days and the total, from identity; the study timer's saves refresh it. */
export function useWeeklyStudyTime() {
  const { user } = useUser();
  return useQuery({
    queryKey: PROGRESS_QUERY_KEYS.weeklyStudyTime,
    queryFn: fetchWeeklyStudyTime,
    enabled: !!user,
  });
}

/**
 * POST /api/user/check-achievements; the platform announces new ones (the 'New Achievement Unlocked!'
 * toast and the achievement celebration), then the learner's achievements, badges and summary are
 * refetched (SPEC §7, §8).
 */
export function useCheckAchievements() {
  const queryClient = useQueryClient();
  const { announce } = useAchievementAnnouncer();
  return useMutation({
    mutationFn: postCheckAchievements,
    onSuccess: async ({ newAchievements }) => {
      // Not awaited: the refetches need not wait for the learner to continue past the celebration.
      void announce(newAchievements);
      // A first fetch still in flight (no data yet) would otherwise be reused by the invalidation and
      // bring figures read before the awards: cancel it, so that the refetch reads them afresh.
      const keys = [
        PROGRESS_QUERY_KEYS.userAchievements,
        PROGRESS_QUERY_KEYS.userBadges,
        PROGRESS_QUERY_KEYS.summary,
      ];
      await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error) => {
      // SPEC §8: logged only, no visible UI.
      console.error('Failed to check achievements', error);
    },
  });
}

/** Checks achievements once when the screen opens (with a user). */
export function useCheckAchievementsOnOpen(): void {
  const { user } = useUser();
  const { mutate } = useCheckAchievements();
  const done = useRef(false);
  useEffect(() => {
    if (!user || done.current) return;
    done.current = true;
    mutate();
  }, [user, mutate]);
}
