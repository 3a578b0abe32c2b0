import { lazy, Suspense } from 'react';
import { useProgressSummary } from '../../../shared/api/get-progress-summary';
import { LoadError, LoadingBlock } from '../../../shared/components/legacy-ui';
import { useRecentQuizResults } from '../api/get-recent-quiz-results';
import { useWeeklyStudyTime } from '../api/get-weekly-study-time';

const AnalyticsCharts = lazy(() => import('./analytics-charts'));

/** Analytics: accuracy over time, by topic, by question type, and weekly time; the chart code loads on demand. */
export function AnalyticsTab() {
  const summary = useProgressSummary();
  const results = useRecentQuizResults();
  const studyTime = useWeeklyStudyTime();
  const queries = [summary, results, studyTime];
  if (queries.some((q) => q.isLoading)) return <LoadingBlock />;
  if (
    summary.error ||
    results.error ||
    studyTime.error ||
    !summary.data ||
    !results.data ||
    !studyTime.data
  ) {
    return (
      <LoadError
        error={summary.error ?? results.error ?? studyTime.error}
        onRetry={() => void Promise.all(queries.map((q) => q.refetch()))}
      />
    );
  }
  return (
    <Suspense fallback={<LoadingBlock />}>
      <AnalyticsCharts summary={summary.data} results={results.data.items} studyTime={studyTime.data} />
    </Suspense>
  );
}
