import { Button, Card, Skeleton, Space, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PROGRESS_NAMESPACE } from '../../../../i18n';
import { useWeeklyStudyTime } from '../../api/get-weekly-study-time';
import { weekMinutes } from '../../model/analytics-series';

/** The dashboard's study time: minutes saved this week (today and the six days before, UTC) and in total. */
export function StudyTimeStatistic() {
  const { t } = useTranslation(PROGRESS_NAMESPACE);
  const studyTime = useWeeklyStudyTime();
  const title = t('dashboard.studyTimeWeek');
  let body: React.ReactNode;
  if (studyTime.isLoading) {
    body = <Skeleton active title={{ width: '60%' }} paragraph={{ rows: 1 }} />;
  } else if (studyTime.error || !studyTime.data) {
    body = (
      <Space orientation="vertical" size="small">
        <Typography.Text type="secondary">{title}</Typography.Text>
        <Typography.Text type="danger">{t('common.loadError')}</Typography.Text>
        <Button size="small" onClick={() => void studyTime.refetch()}>
          {t('common.retry')}
        </Button>
      </Space>
    );
  } else {
    const week = weekMinutes(studyTime.data);
    body = (
      <>
        <Statistic title={title} value={week} suffix={t('analytics.minutes')} data-testid="stat-study-week" />
        <Typography.Text type="secondary" data-testid="stat-study-total">
          {t('dashboard.studyTimeTotal', { minutes: studyTime.data.studyMinutes })}
        </Typography.Text>
      </>
    );
  }
  return <Card>{body}</Card>;
}
