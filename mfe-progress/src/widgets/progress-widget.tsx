import { Link } from 'react-router-dom';
import { Button, Card, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type ProgressSummary, ROUTES } from '@grammarpath/contracts';
import { StatGrid } from '@grammarpath/platform/stats';
import { PROGRESS_NAMESPACE } from '../i18n';
import { useProgressSummary } from '../shared/api/get-progress-summary';

/** The personalised progress section of the logged-in home page (no figures when they cannot be read). */
export function ProgressWidget() {
  const { t } = useTranslation(PROGRESS_NAMESPACE);
  const summary = useProgressSummary();
  return (
    <Card title={t('widget.title')}>
      <Typography.Paragraph type="secondary">{t('widget.description')}</Typography.Paragraph>
      {summary.isLoading ? <Skeleton active paragraph={{ rows: 1 }} /> : null}
      {summary.data ? <Figures data={summary.data} /> : null}
      <Link to={ROUTES.progress.href()}>
        <Button type="primary">{t('widget.viewProgress')}</Button>
      </Link>
    </Card>
  );
}

function Figures({ data }: { data: ProgressSummary }) {
  const { t } = useTranslation(PROGRESS_NAMESPACE);
  return (
    <div style={{ marginBottom: 16 }}>
      <StatGrid
        card={false}
        stats={[
          { key: 'overall', title: t('widget.overall'), value: data.overallProgress, percent: true },
          { key: 'streak', title: t('dashboard.streakDays'), value: data.streakDays },
          { key: 'quizzes', title: t('dashboard.quizzesFinished'), value: data.quizzesFinished },
          { key: 'points', title: t('dashboard.points'), value: data.points },
        ]}
      />
    </div>
  );
}
