import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Alert, Button, Card, Descriptions, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@grammarpath/contracts';
import { useToast, useUser } from '@grammarpath/platform';
import { CefrTag, DifficultyTag, QueryState, TeachingText } from '@grammarpath/platform/ui';
import { ProgressBar } from '@grammarpath/platform/progress-bar';
import { PATHS_NAMESPACE } from '../../../i18n';
import { usePathProgress } from '../../../shared/api/get-path-progress';
import { BackToPathsButton } from '../../../shared/components/back-to-paths-button';
import { usePathWithStages } from '../../../shared/hooks/use-path-with-stages';
import { useStageCompletion } from '../../../shared/hooks/use-stage-completion';
import { isNumericId } from '../../../shared/model/is-numeric-id';
import { completedStageIds, sortStages, stageStates } from '../../../shared/model/path-progress';
import { useStartPath } from '../api/start-path';
import { hoursOf } from '../model/path-hours';
import { StageCard } from './stage-card';

/** /learning-path/:id: one path's detail; only numeric ids are looked up. */
export function PathDetailPage() {
  const { t } = useTranslation(PATHS_NAMESPACE);
  const { id } = useParams();
  const pathId = isNumericId(id) ? Number(id) : null;
  return (
    <Flex vertical gap={16}>
      <div>
        <BackToPathsButton label={t('detail.back')} />
      </div>
      {pathId === null ? <PathNotFound /> : <PathDetail pathId={pathId} />}
    </Flex>
  );
}

function PathNotFound() {
  const { t } = useTranslation(PATHS_NAMESPACE);
  const navigate = useNavigate();
  return (
    <Alert
      type="error"
      showIcon
      title={t('detail.notFoundTitle')}
      description={t('detail.notFoundMessage')}
      action={<Button onClick={() => navigate(ROUTES.paths.href())}>{t('detail.backToList')}</Button>}
    />
  );
}

function PathDetail({ pathId }: { pathId: number }) {
  const { t } = useTranslation(PATHS_NAMESPACE);
  const { toast } = useToast();
  const { user } = useUser();
  const { path, stages, isLoading, notFound, error, refetch } = usePathWithStages(pathId);
  const progressList = usePathProgress(!!user);
  const start = useStartPath();
  const completion = useStageCompletion();

  useEffect(() => {
    if (error) toast({ title: t('errors.title'), description: t('errors.loadPath'), variant: 'destructive' });
  }, [error, toast, t]);

  if (isLoading) {
    return (
      <Flex vertical gap={16} aria-busy="true">
        <Card>
          <Skeleton active paragraph={{ rows: 4 }} />
        </Card>
        <Card>
          <Skeleton active />
        </Card>
      </Flex>
    );
  }
  if (error) {
    // A failure is not an unknown path: the kit's error block offers Retry.
    return (
      <QueryState query={{ data: null, error, isPending: false, refetch }} errorTitle={t('errors.loadPath')}>
        {() => null}
      </QueryState>
    );
  }
  if (notFound || !path) return <PathNotFound />;

  const progress = progressList.data?.find((item) => item.pathId === pathId) ?? path.progress ?? null;
  const ordered = sortStages(stages);
  const completedIds = completedStageIds(progress);
  const states = stageStates(ordered, completedIds);

  const onStart = () => {
    if (!user) {
      toast({ title: t('login.title'), description: t('login.track'), variant: 'destructive' });
      return;
    }
    start.mutate(pathId, {
      onError: () =>
        toast({ title: t('errors.title'), description: t('errors.start'), variant: 'destructive' }),
    });
  };

  return (
    <Flex vertical gap={16}>
      <Card>
        <Flex vertical gap={12}>
          <Typography.Title level={2} style={{ margin: 0 }}>
            <TeachingText text={path.name} english={path.english?.name} />
          </Typography.Title>
          <Flex gap={4} wrap>
            <DifficultyTag level={path.difficultyLevel} />
            <CefrTag level={path.cefrLevel} />
          </Flex>
          <Typography.Paragraph style={{ margin: 0 }}>
            <TeachingText text={path.description} english={path.english?.description} />
          </Typography.Paragraph>
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 3 }}
            items={[
              {
                key: 'time',
                label: t('detail.estimatedTime'),
                children: t('detail.hours', { count: hoursOf(path.estimatedCompletionTime) }),
              },
              {
                key: 'cefr',
                label: t('detail.cefrLevel'),
                children: path.cefrLevel ? path.cefrLevel.toUpperCase() : t('detail.notSpecified'),
              },
              {
                key: 'topics',
                label: t('detail.topics'),
                children: t('detail.topicCount', { count: path.targetGrammarTopics?.length ?? 0 }),
              },
            ]}
          />
          {progress ? (
            <div>
              <Typography.Text strong>
                {t('detail.overallProgress', { percent: progress.overallProgress })}
              </Typography.Text>
              <ProgressBar percent={progress.overallProgress} />
            </div>
          ) : (
            <div>
              <Button type="primary" size="large" loading={start.isPending} onClick={onStart}>
                {start.isPending ? t('common.loading') : t('detail.startJourney')}
              </Button>
            </div>
          )}
        </Flex>
      </Card>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('detail.stagesHeading')}
      </Typography.Title>
      {ordered.length === 0 ? (
        <Alert type="info" showIcon title={t('detail.noStagesTitle')} description={t('detail.noStages')} />
      ) : (
        <Flex vertical gap={12}>
          {ordered.map((stage, index) => (
            <StageCard
              key={stage.id}
              pathId={pathId}
              stage={stage}
              number={index + 1}
              state={states[index]}
              pending={completion.isPending && completion.pendingStageId === stage.id}
              onComplete={() =>
                void completion.run({ pathId, stage, stageCount: ordered.length, completedIds })
              }
            />
          ))}
        </Flex>
      )}
    </Flex>
  );
}
