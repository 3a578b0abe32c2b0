import { useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@grammarpath/platform';
import { usePathProgressList, usePathsList } from '../../paths/hooks/use-paths-queries';
import { dashboardNumbers, progressActivityDates, streakDays } from '../logic/dashboard-logic';

/** The part of GET /api/user/progress-summary the dashboard reads. */
interface StreakSummary {
  streakDays: number;
}

export const PROGRESS_SUMMARY_KEY = ['/api/user/progress-summary'] as const;

/**
 * The home dashboard's data, only for a logged-in learner: the path list (each with its progress),
 * and the streak from the progress summary, or, if that call fails, from the path progress dates.
 */
export function useDashboard(enabled: boolean) {
  const paths = usePathsList(enabled);
  const progress = usePathProgressList(enabled);
  const summary = useQuery<StreakSummary | null>({
    queryKey: PROGRESS_SUMMARY_KEY,
    queryFn: getQueryFn<StreakSummary>({ on401: 'returnNull' }),
    enabled,
  });
  const numbers = paths.data ? dashboardNumbers(paths.data) : null;
  const streak =
    typeof summary.data?.streakDays === 'number'
      ? summary.data.streakDays
      : streakDays(progressActivityDates(progress.data ?? []));
  return {
    numbers,
    streak,
    isLoading: paths.isLoading || (summary.isLoading && progress.isLoading),
    error: paths.error,
    refetch: paths.refetch,
  };
}
