import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, Card, Flex, Result, Skeleton, Tag, Typography } from 'antd';
import {
  ArrowLeftOutlined,
  ArrowRightOutlined,
  CheckCircleFilled,
  ExperimentOutlined,
  LockOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@grammarpath/contracts';
import { ContentSentence, translateAroundContent } from '@grammarpath/platform';
import { ProgressBar } from '@grammarpath/platform/progress-bar';
import { PATHS_NAMESPACE } from '../../../i18n';
import { usePathProgress } from '../../../shared/api/get-path-progress';
import { BackToPathsButton } from '../../../shared/components/back-to-paths-button';
import { usePathWithStages } from '../../../shared/hooks/use-path-with-stages';
import { useStageCompletion } from '../../../shared/hooks/use-stage-completion';
import { isNumericId } from '../../../shared/model/is-numeric-id';
import {
  completedStageIds,
  isPathComplete,
  sortStages,
  stagePercent,
  stageStates,
} from '../../../shared/model/path-progress';
import { stageQuizUrl } from '../model/stage-quiz';
import { PathFooter } from './path-footer';
import { StageLesson } from './stage-lesson';
import { StageNotice } from './stage-notice';

/** /learning-paths/:pathId/stages/:stageId: one stage; both ids must be numbers. */
export function StagePage() {
  const { t } = useTranslation(PATHS_NAMESPACE);
  const { pathId, stageId } = useParams();
  if (!isNumericId(pathId) || !isNumericId(stageId)) {
    return (
      <Result
        status="error"
        title={t('stage.invalidTitle')}
        subTitle={t('stage.invalidMessage')}
        extra={<BackToPathsButton label={t('stage.back')} />}
      />
    );
  }
  return <StageView pathId={Number(pathId)} stageId={Number(stageId)} />;
}

function StageView({ pathId, stageId }: { pathId: number; stageId: number }) {
  const { t } = useTranslation(PATHS_NAMESPACE);
  const navigate = useNavigate();
  const { path, stages, isLoading, notFound, error } = usePathWithStages(pathId);
  const progressList = usePathProgress(true);
  const completion = useStageCompletion();

  if (isLoading || progressList.isLoading) {
    return (
      <Card aria-busy="true">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  if (error) {
    return (
      <Result
        status="error"
        title={t('errors.title')}
        subTitle={t('errors.loadPath')}
        extra={<BackToPathsButton label={t('stage.back')} />}
      />
    );
  }
  const ordered = sortStages(stages);
  const index = ordered.findIndex((stage) => stage.id === stageId);
  if (notFound || !path || index < 0) {
    return (
      <Result
        status="404"
        title={t('stage.notFoundTitle')}
        subTitle={t('stage.notFoundMessage')}
        extra={<BackToPathsButton label={t('stage.back')} />}
      />
    );
  }

  const stage = ordered[index];
  const total = ordered.length;
  const progress = progressList.data?.find((item) => item.pathId === pathId) ?? null;
  const completedIds = completedStageIds(progress);
  const state = stageStates(ordered, completedIds)[index];
  const done = state === 'completed';
  const previous = index > 0 ? ordered[index - 1] : null;
  const next = index < total - 1 ? ordered[index + 1] : null;
  const pathPercent = isPathComplete(progress)
    ? 100
    : Math.max(progress?.overallProgress ?? 0, stagePercent(completedIds.length, total));
  const stageUrl = (id: number) => ROUTES.stage.href(pathId, id);
  const goOn = () => navigate(next ? stageUrl(next.id) : ROUTES.pathJourney.href(pathId));

  const onMain = async () => {
    if (done) {
      goOn();
      return;
    }
    const finished = await completion.run({ pathId, stage, stageCount: total, completedIds });
    if (finished) goOn();
  };

  // DESIGN.md §5: the stage's practice quiz passed at its threshold is what completes a stage.
  const needsQuiz = !done && state !== 'locked' && stage.quizPassed !== true;
  const howToId = `stage-how-to-complete-${stage.id}`;

  let mainLabel = t('stage.markComplete');
  if (done) mainLabel = next ? t('stage.nextStage') : t('stage.finishPath');

  return (
    <Flex vertical gap={16}>
      <div>
        <Link to={ROUTES.pathJourney.href(pathId)}>
          <Button icon={<ArrowLeftOutlined aria-hidden />}>
            <ContentSentence
              parts={translateAroundContent(t, 'stage.backTo', {
                name: { text: path.name, english: path.english?.name },
              })}
            />
          </Button>
        </Link>
      </div>
      <Card>
        <Flex vertical gap={12}>
          <Flex justify="space-between" align="center" wrap gap={8}>
            <Typography.Text strong>{t('stage.position', { number: index + 1, total })}</Typography.Text>
            {done && (
              <Tag color="success" icon={<CheckCircleFilled aria-hidden />}>
                {t('status.completed')}
              </Tag>
            )}
            {state === 'available' && <Tag color="processing">{t('status.inProgress')}</Tag>}
            {state === 'locked' && <Tag icon={<LockOutlined aria-hidden />}>{t('status.locked')}</Tag>}
          </Flex>
          <ProgressBar
            percent={stagePercent(index + 1, total)}
            label={t('stage.position', { number: index + 1, total })}
          />
          <StageLesson stage={stage}>
            <StageNotice stage={stage} state={state} howToId={howToId} />
          </StageLesson>
          <Flex justify="space-between" gap={8} wrap>
            <Button
              icon={<ArrowLeftOutlined aria-hidden />}
              disabled={!previous}
              onClick={() => previous && navigate(stageUrl(previous.id))}
            >
              {t('stage.previous')}
            </Button>
            <Flex gap={8} wrap>
              <Button
                icon={<ExperimentOutlined aria-hidden />}
                onClick={() => navigate(stageQuizUrl(stage.id, path.difficultyLevel))}
              >
                {t('stage.practise')}
              </Button>
              <Button
                type="primary"
                disabled={state === 'locked' || needsQuiz}
                aria-describedby={needsQuiz ? howToId : undefined}
                loading={completion.isPending}
                onClick={() => void onMain()}
              >
                {mainLabel}
              </Button>
              {done && next && (
                <Button
                  icon={<ArrowRightOutlined aria-hidden />}
                  iconPlacement="end"
                  onClick={() => navigate(stageUrl(next.id))}
                >
                  {t('stage.next')}
                </Button>
              )}
            </Flex>
          </Flex>
        </Flex>
      </Card>
      <PathFooter name={{ text: path.name, english: path.english?.name }} percent={pathPercent} />
    </Flex>
  );
}
