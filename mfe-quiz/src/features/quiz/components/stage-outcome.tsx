import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex } from 'antd';
import { ArrowLeftOutlined, ArrowRightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ENDPOINTS, queryKeyRoot, ROUTES, type StageQuizOutcome } from '@grammarpath/contracts';
import { QUIZ_NAMESPACE } from '../../../i18n';

/** Which message a stage quiz's outcome gets on the results screen. */
export function stageOutcomeKey(
  outcome: StageQuizOutcome,
): 'completedNow' | 'alreadyCompleted' | 'locked' | 'notPassed' {
  if (outcome.completedNow) return 'completedNow';
  if (outcome.completed) return 'alreadyCompleted';
  if (outcome.passed && outcome.locked) return 'locked';
  return 'notPassed';
}

/**
 * The end of a stage quiz (DESIGN.md §5): whether the result completed the stage, or what score it needs,
 * and the way back to the stage or on to the next one. The learner's path data is refetched, since the
 * result may have completed the stage.
 */
export function StageOutcome({ outcome }: { outcome: StageQuizOutcome }) {
  const { t } = useTranslation(QUIZ_NAMESPACE);
  const navigate = useNavigate();
  const client = useQueryClient();
  useEffect(() => {
    void client.invalidateQueries({ queryKey: queryKeyRoot(ENDPOINTS.paths.list) });
    void client.invalidateQueries({ queryKey: queryKeyRoot(ENDPOINTS.paths.myProgress) });
  }, [client, outcome]);

  const key = stageOutcomeKey(outcome);
  const values = { score: outcome.firstTryScore, threshold: outcome.threshold };
  const stageUrl = (id: number) => ROUTES.stage.href(outcome.pathId, id);
  const goOn =
    outcome.completed && outcome.nextStageId !== null
      ? { label: t('stageOutcome.nextStage'), url: stageUrl(outcome.nextStageId) }
      : outcome.completed
        ? { label: t('stageOutcome.toPath'), url: ROUTES.pathJourney.href(outcome.pathId) }
        : null;
  return (
    <Flex
      vertical
      gap={12}
      style={{ width: '100%', maxWidth: 560 }}
      data-testid="stage-outcome"
      data-outcome={key}
    >
      <Alert
        type={key === 'notPassed' ? 'info' : key === 'locked' ? 'warning' : 'success'}
        showIcon
        title={t(`stageOutcome.${key}.title`, values)}
        description={
          <>
            {t(`stageOutcome.${key}.message`, values)}
            {outcome.pathCompleted && key === 'completedNow' ? ` ${t('stageOutcome.pathCompleted')}` : ''}
          </>
        }
      />
      <Flex gap={8} wrap justify="center">
        <Button
          icon={<ArrowLeftOutlined aria-hidden />}
          type={goOn ? 'default' : 'primary'}
          onClick={() => navigate(stageUrl(outcome.stageId))}
        >
          {t('stageOutcome.backToStage')}
        </Button>
        {goOn && (
          <Button
            type="primary"
            icon={<ArrowRightOutlined aria-hidden />}
            iconPlacement="end"
            onClick={() => navigate(goOn.url)}
          >
            {goOn.label}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
