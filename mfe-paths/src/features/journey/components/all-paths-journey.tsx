import { useNavigate } from 'react-router-dom';
import { Alert, Button, Card, Col, Empty, Flex, Row, Skeleton, Tag, Typography } from 'antd';
import { FireOutlined, TrophyOutlined } from '@ant-design/icons';
import { ROUTES, type LearningPathListItem } from '@grammarpath/contracts';
import { useTranslation } from 'react-i18next';
import { PATHS_NAMESPACE } from '../../../i18n';
import { usePaths } from '../../../shared/api/get-paths';
import { CefrBadge, DifficultyBadge } from '../../../shared/components/difficulty-badge';
import { PathProgressBar } from '../../../shared/components/path-progress-bar';
import { isPathComplete } from '../../../shared/model/path-progress';
import { sortByDifficulty } from '../model/journey-order';

/** /learning-journey: a card per path, easiest first, each leading to its journey. */
export function AllPathsJourney() {
  const { t } = useTranslation(PATHS_NAMESPACE);
  const { data, isLoading, error, refetch } = usePaths();
  if (isLoading) {
    return (
      <Card aria-busy="true">
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  }
  if (error) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('list.loadError')}
        description={error.message}
        action={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  const paths = sortByDifficulty(data ?? []);
  if (paths.length === 0) return <Empty description={t('journey.empty')} />;
  return (
    <Row gutter={[16, 16]}>
      {paths.map((path) => (
        <Col xs={24} md={12} lg={8} key={path.id}>
          <JourneyPathCard path={path} />
        </Col>
      ))}
    </Row>
  );
}

function JourneyPathCard({ path }: { path: LearningPathListItem }) {
  const { t } = useTranslation(PATHS_NAMESPACE);
  const navigate = useNavigate();
  const percent = path.progress?.overallProgress ?? 0;
  const complete = isPathComplete(path.progress);
  return (
    <Card style={{ height: '100%' }} data-testid={`journey-card-${path.id}`}>
      <Flex vertical gap={12}>
        <Flex justify="space-between" align="start" gap={8}>
          <Typography.Title level={4} style={{ margin: 0 }} lang="en">
            {path.name}
          </Typography.Title>
          {complete ? (
            <Tag color="gold" icon={<TrophyOutlined aria-hidden />}>
              {t('status.completed')}
            </Tag>
          ) : percent > 0 ? (
            <Tag color="processing" icon={<FireOutlined aria-hidden />}>
              {t('status.inProgress')}
            </Tag>
          ) : null}
        </Flex>
        <Flex gap={4} wrap>
          <DifficultyBadge level={path.difficultyLevel} />
          <CefrBadge level={path.cefrLevel} />
        </Flex>
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 3 }} style={{ margin: 0 }} lang="en">
          {path.description}
        </Typography.Paragraph>
        <PathProgressBar percent={percent} pathName={path.name} />
        <Button type="primary" onClick={() => navigate(ROUTES.pathJourney.href(path.id))}>
          {t('journey.begin')}
        </Button>
      </Flex>
    </Card>
  );
}
