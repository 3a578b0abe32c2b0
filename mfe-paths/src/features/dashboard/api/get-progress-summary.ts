import { queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS, queryKeyRoot, type ProgressSummary } from '@grammarpath/contracts';
import { getOrNull } from '../../../shared/api/get-or-null';

/** The part of GET /api/user/progress-summary the dashboard reads. */
export type StreakSummary = Pick<ProgressSummary, 'streakDays'>;

export const getProgressSummary = () => getOrNull<StreakSummary>(ENDPOINTS.progress.summary);

/** The same key as mfe-progress's full summary: one cache entry for both. */
export const progressSummaryQuery = () =>
  queryOptions({ queryKey: queryKeyRoot(ENDPOINTS.progress.summary), queryFn: getProgressSummary });

export function useProgressSummary(enabled: boolean) {
  return useQuery({ ...progressSummaryQuery(), enabled });
}
