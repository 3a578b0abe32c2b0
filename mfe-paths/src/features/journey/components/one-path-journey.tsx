import { useNavigate } from 'react-router-dom';
import { Alert, Button, Card, Flex, Tag, Typography } from 'antd';
import { TrophyOutlined } from '@ant-design/icons';
import {
  ROUTES,
  type LearningPathDetail,
  type LearningPathProgress,
  type StageView,
} from '@grammarpath/contracts';
import { useTranslation } from 'react-i18next';
import { CefrTag, DifficultyTag, QueryState, TeachingText } from '@grammarpath/platform/ui';
import { ProgressBar } from '@grammarpath/platform/progress-bar';
import { PATHS_NAMESPACE } from '../../../i18n';
import { usePathProgress } from '../../../shared/api/get-path-progress';
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
  const { path, stages, isLoading, notFound, error, refetch } = usePathWithStages(pathId);
  // Asked for alongside the path, not after it.
  const progressList = usePathProgress(true);
  const progress = progressList.data?.find((item) => item.pathId === pathId) ?? null;
  return (
    <QueryState
      query={{ data: notFound ? null : path, error, isPending: isLoading, refetch }}
      errorTitle={t('errors.title')}
      errorDescription={t('errors.loadPath')}
      empty={<JourneyNotFound />}
    >
      {(found) => found && <PathJourney pathId={pathId} path={found} stages={stages} progress={progress} />}
    </QueryState>
  );
}

/** The path's facts, its progress and a numbered circle per stage. */
function PathJourney({
  pathId,
  path,
  stages,
  progress,
}: {
  pathId: number;
  path: LearningPathDetail;
  stages: readonly StageView[];
  progress: LearningPathProgress | null;
}) {
  const { t } = useTranslation(PATHS_NAMESPACE);
  const navigate = useNavigate();
  const ordered = sortStages(stages);
  const states = stageStates(ordered, completedStageIds(progress));
  const percent = isPathComplete(progress) ? 100 : (progress?.overallProgress ?? 0);
  return (
    <Card>
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="start" wrap gap={8}>
          <div>
            <Typography.Title level={3} style={{ margin: 0 }}>
              <TeachingText text={path.name} english={path.english?.name} />
            </Typography.Title>
            <Flex gap={4} wrap style={{ marginTop: 8 }}>
              <DifficultyTag level={path.difficultyLevel} />
              <CefrTag level={path.cefrLevel} />
              {percent >= 100 && (
                <Tag color="gold" icon={<TrophyOutlined aria-hidden />}>
                  {t('status.completed')}
                </Tag>
              )}
            </Flex>
          </div>
          <Button onClick={() => navigate(ROUTES.pathDetail.href(pathId))}>{t('journey.viewDetails')}</Button>
        </Flex>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          <TeachingText text={path.description} english={path.english?.description} />
        </Typography.Paragraph>
        <div>
          <Typography.Text strong>{t('journey.percent', { percent })}</Typography.Text>
          <ProgressBar percent={percent} contentName={{ text: path.name, english: path.english?.name }} />
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
                name={{ text: stage.name, english: stage.english?.name }}
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
