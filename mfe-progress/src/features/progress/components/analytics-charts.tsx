import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { PLATFORM_NAMESPACE } from '@grammarpath/platform';
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { type ProgressSummary, type QuizResultView, type StudyTimeHistory } from '@grammarpath/contracts';
import { PROGRESS_NAMESPACE } from '../../../i18n';
import { useDateFormat } from '../../../shared/hooks/use-date-format';
import { useChartColours } from '../hooks/use-chart-colours';
import {
  accuracyByDay,
  accuracyByTopic,
  accuracyByType,
  weekdayLabels,
  weeklyTime,
  weekMinutes,
} from '../model/analytics-series';
import { ChartCard } from './charts/chart-card';
import { RankedBarsChart, rankedBarsHeight } from './charts/ranked-bars-chart';
import { WeekBarsChart } from './charts/week-bars-chart';
import { AXIS_TICK } from './charts/axis-ticks';

const HEIGHT = 240;

/**
 * The Analytics charts (recharts; loaded only when the tab opens). Each answers one question with one
 * series on one axis: the day's first-try accuracy, the weakest topics and question types, and the
 * week's minutes and quizzes apart.
 */
export default function AnalyticsCharts({
  summary,
  results,
  studyTime,
}: {
  summary: ProgressSummary;
  results: QuizResultView[];
  /** Identity's study minutes: the total and the week's days (the same UTC days as weeklyActivity). */
  studyTime: StudyTimeHistory;
}) {
  const { t } = useTranslation(PROGRESS_NAMESPACE);
  const colours = useChartColours();
  const day = useDateFormat({ month: 'short', day: 'numeric' });
  // The week's days are UTC dates: label them as such, whatever the browser's time zone.
  const shortDay = useDateFormat({ weekday: 'short', timeZone: 'UTC' });
  const narrowDay = useDateFormat({ weekday: 'narrow', timeZone: 'UTC' });
  const byDay = accuracyByDay(results, (date) => day.format(date));
  const byTopic = accuracyByTopic(summary.mastery, (topic) =>
    t(`topic.${topic}`, { ns: PLATFORM_NAMESPACE }),
  );
  const byType = accuracyByType(summary.accuracyByType, (type) => t(`questionType.${type}`));
  const weekly = weeklyTime(studyTime, summary.weeklyActivity, (dates) =>
    weekdayLabels(
      dates.map((date) => shortDay.format(date)),
      dates.map((date) => narrowDay.format(date)),
    ),
  );
  const emptyText = t('analytics.noData');
  const minutes = (title: string, value: number, testId: string) => (
    <Col xs={12}>
      <Card>
        <Statistic title={title} value={value} suffix={t('analytics.minutes')} data-testid={testId} />
      </Card>
    </Col>
  );
  return (
    <Row gutter={[16, 16]}>
      {minutes(t('analytics.weekStudyTime'), weekMinutes(studyTime), 'analytics-week-minutes')}
      {minutes(t('analytics.totalStudyTime'), studyTime.studyMinutes, 'analytics-total-minutes')}
      <ChartCard
        title={t('analytics.accuracyOverTime')}
        question={t('analytics.accuracyOverTimeQuestion')}
        testId="chart-accuracy-over-time"
        emptyText={emptyText}
        empty={byDay.length === 0}
        height={HEIGHT}
      >
        <LineChart data={byDay} margin={{ top: 8, right: 16, bottom: 4, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="label" minTickGap={12} tick={AXIS_TICK} />
          <YAxis domain={[0, 100]} unit="%" width={44} tick={AXIS_TICK} />
          <Tooltip formatter={(value) => `${String(value)}%`} />
          <Line
            type="monotone"
            dataKey="firstTry"
            name={t('analytics.firstTry')}
            stroke={colours.firstTry}
            strokeWidth={2}
          />
        </LineChart>
      </ChartCard>
      <ChartCard
        title={t('analytics.byTopic')}
        question={t('analytics.byTopicQuestion')}
        testId="chart-by-topic"
        emptyText={emptyText}
        empty={byTopic.length === 0}
        height={rankedBarsHeight(byTopic.length)}
      >
        <RankedBarsChart data={byTopic} seriesName={t('analytics.firstTry')} colour={colours.firstTry} />
      </ChartCard>
      <ChartCard
        title={t('analytics.byType')}
        question={t('analytics.byTypeQuestion')}
        testId="chart-by-type"
        emptyText={emptyText}
        empty={byType.length === 0}
        height={rankedBarsHeight(byType.length)}
      >
        <RankedBarsChart data={byType} seriesName={t('analytics.firstTry')} colour={colours.byType} />
      </ChartCard>
      <ChartCard
        title={t('analytics.weeklyTime')}
        question={t('analytics.weeklyTimeQuestion')}
        testId="chart-weekly-time"
        emptyText={emptyText}
        empty={false}
        height={HEIGHT}
      >
        <WeekBarsChart
          data={weekly}
          figure="minutes"
          seriesName={t('analytics.studyMinutes')}
          colour={colours.minutes}
        />
      </ChartCard>
      <ChartCard
        title={t('analytics.weeklyQuizzes')}
        question={t('analytics.weeklyQuizzesQuestion')}
        testId="chart-weekly-quizzes"
        emptyText={emptyText}
        empty={false}
        height={HEIGHT}
      >
        <WeekBarsChart
          data={weekly}
          figure="quizzes"
          seriesName={t('analytics.quizzes')}
          colour={colours.quizzes}
        />
      </ChartCard>
    </Row>
  );
}
