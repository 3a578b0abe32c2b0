import { usePathProgress } from '../../../shared/api/get-path-progress';
import { usePaths } from '../../../shared/api/get-paths';
import { useProgressSummary } from '../api/get-progress-summary';
import { progressActivityDates, streakDays } from '../model/dashboard-logic';

/**
 * The home dashboard's data, only for a logged-in learner: the path list (each with its progress),
 * and the streak from the progress summary, or, if that call fails, from the path progress dates.
 */
export function useDashboard(enabled: boolean) {
  const paths = usePaths(enabled);
  const progress = usePathProgress(enabled);
  const summary = useProgressSummary(enabled);
  const streak =
    typeof summary.data?.streakDays === 'number'
      ? summary.data.streakDays
      : streakDays(progressActivityDates(progress.data ?? []));
  return {
    /** The path list as a query's state, for `QueryState`: pending until the streak has a source too. */
    paths: {
      data: paths.data,
      error: paths.error,
      isPending: paths.isLoading || (summary.isLoading && progress.isLoading),
      refetch: paths.refetch,
    },
    streak,
  };
}
