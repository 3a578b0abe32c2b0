import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS, queryKeyRoot, type ProgressSummary } from '@grammarpath/contracts';
import { apiJson } from '@grammarpath/platform';
import { useLearnerQuery } from './use-learner-query';

const { summary } = ENDPOINTS.progress;

/** GET /api/user/progress-summary: the figures behind the dashboard, analytics, profile and home widget. */
export const getProgressSummary = (): Promise<ProgressSummary> =>
  apiJson<ProgressSummary>(summary.method, summary.path);

export const progressSummaryQueryOptions = () =>
  queryOptions({ queryKey: queryKeyRoot(summary), queryFn: getProgressSummary });

/** The learner's progress summary (with a user only). */
export const useProgressSummary = () => useLearnerQuery(progressSummaryQueryOptions());
