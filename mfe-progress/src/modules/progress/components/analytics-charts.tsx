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
  type DefaultLegendContentProps,
} from 'recharts';
import { type ProgressSummary, type QuizResultView, type StudyTimeHistory } from '@grammarpath/contracts';
import { PROGRESS_NAMESPACE } from '../../../i18n/progress-translations';

const HEIGHT = 260;

const SWATCH_STYLE = { display: 'inline-block', verticalAlign: 'middle', marginInlineEnd: 4 } as const;

/**
 * The charts' legend: each series' colour and name. recharts' own names every colour swatch "… legend icon"
 * in English; here the swatches are decorative (the name follows).
 */
function renderLegend({ payload }: DefaultLegendContentProps) {
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, textAlign: 'center' }}>
      {payload?.map((entry) => (
        <li
          key={String(entry.dataKey ?? entry.value)}
          style={{ display: 'inline-block', marginInlineEnd: 10 }}
        >
          <svg width={14} height={14} viewBox="0 0 14 14" aria-hidden="true" style={SWATCH_STYLE}>
            <rect width={14} height={14} rx={2} fill={entry.color} />
          </svg>
          <span>{entry.value}</span>
        </li>
      ))}
    </ul>
  );
}

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
  const { t, i18n } = useTranslation(PROGRESS_NAMESPACE);
  const day = new Intl.DateTimeFormat(i18n.resolvedLanguage, { month: 'short', day: 'numeric' });
  // The week's days are UTC dates: label them as such, whatever the browser's time zone.
  const utcDay = new Intl.DateTimeFormat(i18n.resolvedLanguage, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const overTime = [...results].reverse().map((r) => ({
    label: day.format(new Date(r.date)),
    score: r.score,
    firstTry: r.totalQuestions > 0 ? Math.round((r.firstTryCorrect / r.totalQuestions) * 100) : 0,
  }));
  const byTopic = summary.mastery.map((m) => ({
    label: t(`topic.${m.topic}`, { ns: PLATFORM_NAMESPACE }),
    firstTry: m.firstTryAccuracy,
    final: m.finalAccuracy,
  }));
  const byType = summary.accuracyByType.map((a) => ({
    label: t(`questionType.${a.questionType}`),
    firstTry: a.firstTryAccuracy,
  }));
  const quizzesOn = new Map(summary.weeklyActivity.map((d) => [d.date, d.quizzes]));
  const weekly = studyTime.days.map((d) => ({
    label: utcDay.format(new Date(`${d.date}T00:00:00Z`)),
    minutes: d.minutes,
    quizzes: quizzesOn.get(d.date) ?? 0,
  }));
  const weekMinutes = studyTime.days.reduce((sum, d) => sum + d.minutes, 0);
  const chart = (title: string, testId: string, empty: boolean, body: React.ReactElement) => (
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
      <Col xs={24} md={12}>
        <Card>
          <Statistic
            title={t('analytics.weekStudyTime')}
            value={weekMinutes}
            suffix={t('analytics.minutes')}
            data-testid="analytics-week-minutes"
          />
        </Card>
      </Col>
      <Col xs={24} md={12}>
        <Card>
          <Statistic
            title={t('analytics.totalStudyTime')}
            value={studyTime.studyMinutes}
            suffix={t('analytics.minutes')}
            data-testid="analytics-total-minutes"
          />
        </Card>
      </Col>
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
          <Line type="monotone" dataKey="score" name={t('analytics.score')} stroke="#1677ff" />
          <Line type="monotone" dataKey="firstTry" name={t('analytics.firstTry')} stroke="#52c41a" />
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
          <Bar dataKey="firstTry" name={t('analytics.firstTry')} fill="#52c41a" />
          <Bar dataKey="final" name={t('analytics.afterRetries')} fill="#1677ff" />
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
          <Bar dataKey="firstTry" name={t('analytics.firstTry')} fill="#722ed1" />
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
          <Bar dataKey="minutes" name={t('analytics.studyMinutes')} fill="#fa8c16" />
          <Bar dataKey="quizzes" name={t('analytics.quizzes')} fill="#13c2c2" />
        </BarChart>,
      )}
    </Row>
  );
}
