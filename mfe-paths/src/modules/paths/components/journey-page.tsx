import { useNavigate, useParams } from 'react-router-dom';
import { Alert, Button, Card, Col, Empty, Flex, Row, Skeleton, Tag, Tooltip, Typography } from 'antd';
import { FireOutlined, TrophyOutlined } from '@ant-design/icons';
import type { LearningPathListItem } from '@grammarpath/contracts';
import { useTranslation } from 'react-i18next';
import { translateAroundContent, useContentLabel } from '@grammarpath/platform';
import { PATHS_NAMESPACE } from '../../../i18n/paths-translations';
import type { PathStage } from '../api/paths-types';
import { usePathProgressList, usePathsList, usePathWithStages } from '../hooks/use-paths-queries';
import { isNumericId } from '../is-numeric-id';
import { completedStageIds, isPathComplete, sortByDifficulty, sortStages } from '../logic/paths-logic';
import { BackToPathsButton } from './back-to-paths-button';
import { CefrBadge, DifficultyBadge } from './difficulty-badge';
import { PathProgressBar } from './path-progress-bar';

/** /learning-journey[/:id] and /learning-paths/:id: the journey map of every path, or of one. */
export function JourneyPage() {
  const { t } = useTranslation(PATHS_NAMESPACE);
  const { id } = useParams();
  let body;
  if (id === undefined) body = <AllPathsJourney />;
  else if (isNumericId(id)) body = <OnePathJourney pathId={Number(id)} />;
  else body = <JourneyNotFound />;
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('journey.title')}
      </Typography.Title>
      {body}
    </Flex>
  );
}

function JourneyNotFound() {
  const { t } = useTranslation(PATHS_NAMESPACE);
  return (
    <Alert
      type="error"
      showIcon
      title={t('detail.notFoundTitle')}
      description={t('detail.notFoundMessage')}
      action={<BackToPathsButton label={t('detail.backToList')} />}
    />
  );
}

function AllPathsJourney() {
  const { t } = useTranslation(PATHS_NAMESPACE);
  const { data, isLoading, error, refetch } = usePathsList();
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
        <Button type="primary" onClick={() => navigate(`/learning-paths/${path.id}`)}>
          {t('journey.begin')}
        </Button>
      </Flex>
    </Card>
  );
}

type CircleColour = 'green' | 'blue' | 'grey';
/** The stage number on each circle keeps at least 4.5:1. */
const CIRCLE_STYLE: Record<CircleColour, { background: string; color: string }> = {
  green: { background: '#237804', color: '#fff' },
  blue: { background: '#0958d9', color: '#fff' },
  grey: { background: '#d9d9d9', color: '#434343' },
};

/** Green when done, blue when it is the first stage or the previous one is done, grey otherwise. */
export function circleColours(stages: readonly PathStage[], completedIds: readonly number[]): CircleColour[] {
  const done = new Set(completedIds);
  return stages.map((stage, index) => {
    if (done.has(stage.id)) return 'green';
    if (index === 0 || done.has(stages[index - 1].id)) return 'blue';
    return 'grey';
  });
}

/** A stage on the journey map: its numbered circle, named "Stage 1: {name} (Completed)", and its name. */
function StageCircle({
  number,
  name,
  colour,
  state,
  onOpen,
}: {
  number: number;
  name: string;
  colour: CircleColour;
  state: string;
  onOpen: () => void;
}) {
  const { t } = useTranslation(PATHS_NAMESPACE);
  const label = useContentLabel(translateAroundContent(t, 'journey.circle', { name }, { number, state }));
  return (
    <li style={{ width: 120, textAlign: 'center' }}>
      <Tooltip title={<span lang="en">{name}</span>}>
        <Button
          shape="circle"
          size="large"
          data-colour={colour}
          aria-labelledby={label.labelledBy}
          style={{ ...CIRCLE_STYLE[colour], width: 56, height: 56, border: 'none', fontWeight: 600 }}
          onClick={onOpen}
        >
          {number}
        </Button>
      </Tooltip>
      {label.element}
      <Typography.Paragraph style={{ marginTop: 8, marginBottom: 0 }} ellipsis={{ rows: 2 }} lang="en">
        {name}
      </Typography.Paragraph>
    </li>
  );
}

function OnePathJourney({ pathId }: { pathId: number }) {
  const { t } = useTranslation(PATHS_NAMESPACE);
  const navigate = useNavigate();
  const { path, stages, isLoading, notFound, error } = usePathWithStages(pathId);
  const progressList = usePathProgressList(true);
  if (isLoading) {
    return (
      <Card aria-busy="true">
        <Skeleton active paragraph={{ rows: 4 }} />
      </Card>
    );
  }
  if (error)
    return <Alert type="error" showIcon title={t('errors.title')} description={t('errors.loadPath')} />;
  if (notFound || !path) return <JourneyNotFound />;

  const progress = progressList.data?.find((item) => item.pathId === pathId) ?? null;
  const ordered = sortStages(stages);
  const colours = circleColours(ordered, completedStageIds(progress));
  const percent = isPathComplete(progress) ? 100 : (progress?.overallProgress ?? 0);
  const stateText: Record<CircleColour, string> = {
    green: t('status.completed'),
    blue: t('status.available'),
    grey: t('status.locked'),
  };

  return (
    <Card>
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="start" wrap gap={8}>
          <div>
            <Typography.Title level={3} style={{ margin: 0 }} lang="en">
              {path.name}
            </Typography.Title>
            <Flex gap={4} wrap style={{ marginTop: 8 }}>
              <DifficultyBadge level={path.difficultyLevel} />
              <CefrBadge level={path.cefrLevel} />
              {percent >= 100 && (
                <Tag color="gold" icon={<TrophyOutlined aria-hidden />}>
                  {t('status.completed')}
                </Tag>
              )}
            </Flex>
          </div>
          <Button onClick={() => navigate(`/learning-path/${pathId}`)}>{t('journey.viewDetails')}</Button>
        </Flex>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }} lang="en">
          {path.description}
        </Typography.Paragraph>
        <div>
          <Typography.Text strong>{t('journey.percent', { percent })}</Typography.Text>
          <PathProgressBar percent={percent} pathName={path.name} />
        </div>
        {ordered.length === 0 ? (
          <Alert type="info" showIcon title={t('detail.noStagesTitle')} description={t('detail.noStages')} />
        ) : (
          <ol
            style={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', gap: 24 }}
          >
            {ordered.map((stage, index) => (
              <StageCircle
                key={stage.id}
                number={index + 1}
                name={stage.name}
                colour={colours[index]}
                state={stateText[colours[index]]}
                onOpen={() => navigate(`/learning-paths/${pathId}/stages/${stage.id}`)}
              />
            ))}
          </ol>
        )}
      </Flex>
    </Card>
  );
}
