import type { ReactElement } from 'react';
import { Card, Col, Empty, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { PLATFORM_NAMESPACE } from '@grammarpath/platform';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { type ProgressSummary, type QuizResultView, type StudyTimeHistory } from '@grammarpath/contracts';
import { PROGRESS_NAMESPACE } from '../../../i18n';
import { useDateFormat } from '../../../shared/hooks/use-date-format';
import { useChartColours } from '../hooks/use-chart-colours';
import {
  accuracyByTopic,
  accuracyByType,
  accuracyOverTime,
  weeklyTime,
  weekMinutes,
} from '../model/analytics-series';
import { renderLegend } from './chart-legend';

const HEIGHT = 260;

/** The Analytics charts (recharts; loaded only when the tab opens). */
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
  const utcDay = useDateFormat({ month: 'short', day: 'numeric', timeZone: 'UTC' });
  const overTime = accuracyOverTime(results, (date) => day.format(date));
  const byTopic = accuracyByTopic(summary.mastery, (topic) =>
    t(`topic.${topic}`, { ns: PLATFORM_NAMESPACE }),
  );
  const byType = accuracyByType(summary.accuracyByType, (type) => t(`questionType.${type}`));
  const weekly = weeklyTime(studyTime, summary.weeklyActivity, (date) => utcDay.format(date));
  const minutes = (title: string, value: number, testId: string) => (
    <Col xs={24} md={12}>
      <Card>
        <Statistic title={title} value={value} suffix={t('analytics.minutes')} data-testid={testId} />
      </Card>
    </Col>
  );
  const chart = (title: string, testId: string, empty: boolean, body: ReactElement) => (
    <Col xs={24} lg={12}>
      <Card title={title} data-testid={testId}>
        {empty ? (
          <Empty description={t('analytics.noData')} />
        ) : (
          <div role="img" aria-label={title}>
            <ResponsiveContainer width="100%" height={HEIGHT}>
              {body}
            </ResponsiveContainer>
          </div>
        )}
      </Card>
    </Col>
  );
  return (
    <Row gutter={[16, 16]}>
      {minutes(t('analytics.weekStudyTime'), weekMinutes(studyTime), 'analytics-week-minutes')}
      {minutes(t('analytics.totalStudyTime'), studyTime.studyMinutes, 'analytics-total-minutes')}
      {chart(
        t('analytics.accuracyOverTime'),
        'chart-accuracy-over-time',
        overTime.length === 0,
        <LineChart data={overTime}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="label" />
          <YAxis domain={[0, 100]} unit="%" />
          <Tooltip />
          <Legend content={renderLegend} />
          <Line type="monotone" dataKey="score" name={t('analytics.score')} stroke={colours.score} />
          <Line type="monotone" dataKey="firstTry" name={t('analytics.firstTry')} stroke={colours.firstTry} />
        </LineChart>,
      )}
      {chart(
        t('analytics.byTopic'),
        'chart-by-topic',
        byTopic.length === 0,
        <BarChart data={byTopic}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="label" />
          <YAxis domain={[0, 100]} unit="%" />
          <Tooltip />
          <Legend content={renderLegend} />
          <Bar dataKey="firstTry" name={t('analytics.firstTry')} fill={colours.firstTry} />
          <Bar dataKey="final" name={t('analytics.afterRetries')} fill={colours.final} />
        </BarChart>,
      )}
      {chart(
        t('analytics.byType'),
        'chart-by-type',
        byType.length === 0,
        <BarChart data={byType}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="label" />
          <YAxis domain={[0, 100]} unit="%" />
          <Tooltip />
          <Bar dataKey="firstTry" name={t('analytics.firstTry')} fill={colours.byType} />
        </BarChart>,
      )}
      {chart(
        t('analytics.weeklyTime'),
        'chart-weekly-time',
        false,
        <BarChart data={weekly}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="label" />
          <YAxis allowDecimals={false} />
          <Tooltip />
          <Legend content={renderLegend} />
          <Bar dataKey="minutes" name={t('analytics.studyMinutes')} fill={colours.minutes} />
          <Bar dataKey="quizzes" name={t('analytics.quizzes')} fill={colours.quizzes} />
        </BarChart>,
      )}
    </Row>
  );
}
