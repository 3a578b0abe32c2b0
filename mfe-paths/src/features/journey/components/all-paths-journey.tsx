import { useNavigate } from 'react-router-dom';
import { Button, Card, Col, Empty, Flex, Row, Tag, Typography } from 'antd';
import { FireOutlined, TrophyOutlined } from '@ant-design/icons';
import { ROUTES, type LearningPathListItem } from '@grammarpath/contracts';
import { useTranslation } from 'react-i18next';
import { CefrTag, DifficultyTag, LineClamp, QueryState, TeachingText } from '@grammarpath/platform/ui';
import { ProgressBar } from '@grammarpath/platform/progress-bar';
import { PATHS_NAMESPACE } from '../../../i18n';
import { usePaths } from '../../../shared/api/get-paths';
import { pathStatus } from '../../../shared/model/path-progress';
import { sortByDifficulty } from '../model/journey-order';

const JOURNEY_ACTION_KEY = {
  notStarted: 'journey.begin',
  inProgress: 'journey.continue',
  completed: 'journey.review',
} as const;

/** /learning-journey: a card per path, easiest first, each leading to its journey. */
export function AllPathsJourney() {
  const { t } = useTranslation(PATHS_NAMESPACE);
  const paths = usePaths();
  return (
    <QueryState
      query={paths}
      errorTitle={t('list.loadError')}
      empty={<Empty description={t('journey.empty')} />}
      rows={6}
    >
      {(data) => (
        <Row gutter={[16, 16]}>
          {sortByDifficulty(data ?? []).map((path) => (
            <Col xs={24} md={12} lg={8} key={path.id}>
              <JourneyPathCard path={path} />
            </Col>
          ))}
        </Row>
      )}
    </QueryState>
  );
}

function JourneyPathCard({ path }: { path: LearningPathListItem }) {
  const { t } = useTranslation(PATHS_NAMESPACE);
  const navigate = useNavigate();
  const percent = path.progress?.overallProgress ?? 0;
  const status = pathStatus(path.progress);
  return (
    <Card style={{ height: '100%' }} data-testid={`journey-card-${path.id}`}>
      <Flex vertical gap={12}>
        <Flex justify="space-between" align="start" gap={8}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            <TeachingText text={path.name} english={path.english?.name} />
          </Typography.Title>
          {status === 'completed' ? (
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
          <DifficultyTag level={path.difficultyLevel} />
          <CefrTag level={path.cefrLevel} />
        </Flex>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          <LineClamp rows={3}>
            <TeachingText text={path.description} english={path.english?.description} />
          </LineClamp>
        </Typography.Paragraph>
        <ProgressBar percent={percent} contentName={{ text: path.name, english: path.english?.name }} />
        <Button
          type={status === 'completed' ? 'default' : 'primary'}
          onClick={() => navigate(ROUTES.pathJourney.href(path.id))}
        >
          {t(JOURNEY_ACTION_KEY[status])}
        </Button>
      </Flex>
    </Card>
  );
}
