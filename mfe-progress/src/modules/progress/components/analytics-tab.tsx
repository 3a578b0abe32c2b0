import { lazy, Suspense } from 'react';
import { useUser } from '@grammarpath/platform';
import { useProgressSummary, useRecentQuizResults } from '../hooks/use-progress-data';
import { LoadError, LoadingBlock } from './shared';

const AnalyticsCharts = lazy(() => import('./analytics-charts'));

/** Analytics: accuracy over time, by topic, by question type, and weekly time; the chart code loads on demand. */
export function AnalyticsTab() {
  const { user } = useUser();
  const summary = useProgressSummary();
  const results = useRecentQuizResults();
  if (summary.isLoading || results.isLoading) return <LoadingBlock />;
  if (summary.error || results.error || !summary.data || !results.data) {
    return (
      <LoadError
        error={summary.error ?? results.error}
        onRetry={() => void Promise.all([summary.refetch(), results.refetch()])}
      />
    );
  }
  return (
    <Suspense fallback={<LoadingBlock />}>
      <AnalyticsCharts
        summary={summary.data}
        results={results.data.items}
        studyMinutes={user?.studyMinutes ?? 0}
      />
    </Suspense>
  );
}
