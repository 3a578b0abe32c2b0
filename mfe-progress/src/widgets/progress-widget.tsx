import { Link } from 'react-router-dom';
import { Button, Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@grammarpath/contracts';
import { PROGRESS_NAMESPACE } from '../i18n';
import { useProgressSummary } from '../shared/api/get-progress-summary';

/** The personalised progress section of the logged-in home page. */
export function ProgressWidget() {
  const { t } = useTranslation(PROGRESS_NAMESPACE);
  const summary = useProgressSummary();
  const data = summary.data;
  return (
    <Card title={t('widget.title')}>
      <Typography.Paragraph type="secondary">{t('widget.description')}</Typography.Paragraph>
      {summary.isLoading ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : data ? (
        <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
          <Col xs={12} md={6}>
            <Statistic title={t('widget.overall')} value={data.overallProgress} suffix="%" />
          </Col>
          <Col xs={12} md={6}>
            <Statistic title={t('dashboard.streakDays')} value={data.streakDays} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic title={t('dashboard.quizzesFinished')} value={data.quizzesFinished} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic title={t('dashboard.points')} value={data.points} />
          </Col>
        </Row>
      ) : null}
      <Link to={ROUTES.progress.href()}>
        <Button type="primary">{t('widget.viewProgress')}</Button>
      </Link>
    </Card>
  );
}
