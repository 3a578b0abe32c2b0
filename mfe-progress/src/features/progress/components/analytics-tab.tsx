import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';
import { useProgressSummary } from '../../../shared/api/get-progress-summary';
import { allQueries } from '../../../shared/api/all-queries';
import { ProgressQueryState } from '../../../shared/components/progress-query-state';
import { useRecentQuizResults } from '../api/get-recent-quiz-results';
import { useWeeklyStudyTime } from '../api/get-weekly-study-time';

const AnalyticsCharts = lazy(() => import('./analytics-charts'));

/** Analytics: accuracy over time, by topic, by question type, and weekly time; the chart code loads on demand. */
export function AnalyticsTab() {
  const figures = allQueries(useProgressSummary(), useRecentQuizResults(), useWeeklyStudyTime());
  return (
    <ProgressQueryState query={figures}>
      {([summary, results, studyTime]) => (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
          <AnalyticsCharts summary={summary} results={results.items} studyTime={studyTime} />
        </Suspense>
      )}
    </ProgressQueryState>
  );
}
