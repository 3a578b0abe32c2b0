import { useNavigate } from 'react-router-dom';
import { Alert, Button, Card, Flex, Skeleton, Tag, Typography } from 'antd';
import { TrophyOutlined } from '@ant-design/icons';
import { ROUTES } from '@grammarpath/contracts';
import { useTranslation } from 'react-i18next';
import { PATHS_NAMESPACE } from '../../../i18n';
import { usePathProgress } from '../../../shared/api/get-path-progress';
import { CefrBadge, DifficultyBadge } from '../../../shared/components/difficulty-badge';
import { PathProgressBar } from '../../../shared/components/path-progress-bar';
import { usePathWithStages } from '../../../shared/hooks/use-path-with-stages';
import {
  completedStageIds,
  isPathComplete,
  sortStages,
  stageStates,
} from '../../../shared/model/path-progress';
import { JourneyNotFound } from './journey-not-found';
import { StageCircle } from './stage-circle';

/** /learning-paths/:id and /learning-journey/:id: one path's stages as numbered circles. */
export function OnePathJourney({ pathId }: { pathId: number }) {
  const { t } = useTranslation(PATHS_NAMESPACE);
  const navigate = useNavigate();
  const { path, stages, isLoading, notFound, error } = usePathWithStages(pathId);
  const progressList = usePathProgress(true);
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
  const states = stageStates(ordered, completedStageIds(progress));
  const percent = isPathComplete(progress) ? 100 : (progress?.overallProgress ?? 0);
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
          <Button onClick={() => navigate(ROUTES.pathDetail.href(pathId))}>{t('journey.viewDetails')}</Button>
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
                state={states[index]}
                onOpen={() => navigate(ROUTES.stage.href(pathId, stage.id))}
              />
            ))}
          </ol>
        )}
      </Flex>
    </Card>
  );
}
