import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Flex, Spin, Typography } from 'antd';
import { ArrowRightOutlined, CalendarOutlined, NodeIndexOutlined, RedoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { StageQuizOutcome } from '@grammarpath/contracts';
import { QUIZ_NAMESPACE } from '../../../i18n';
import { useDailyChallenge } from '../../../shared/api/get-daily-challenge';
import { usePathProgress } from '../../../shared/api/get-path-progress';
import { nextStepsOf, type NextStep, type NextStepKey } from '../model/next-steps';

const ICONS: Record<NextStepKey, ReactNode> = {
  reviewMistakes: <RedoOutlined aria-hidden />,
  nextStage: <ArrowRightOutlined aria-hidden />,
  continuePath: <NodeIndexOutlined aria-hidden />,
  dailyChallenge: <CalendarOutlined aria-hidden />,
  tomorrow: <CalendarOutlined aria-hidden />,
};

interface NextStepsProps {
  wrongAnswers: number;
  stage?: StageQuizOutcome;
}

/**
 * What to do after the review, only what applies: review these mistakes, go on along the path, the daily
 * challenge (saying whether today's is done). A step whose facts fail to load is left out.
 */
export function NextSteps({ wrongAnswers, stage }: NextStepsProps) {
  const { t } = useTranslation(QUIZ_NAMESPACE);
  const navigate = useNavigate();
  const daily = useDailyChallenge();
  // A stage quiz goes on along its own path: the learner's other paths are not asked for.
  const paths = usePathProgress(stage === undefined);
  const loading = daily.isPending || (stage === undefined && paths.isPending);
  const steps = nextStepsOf({
    wrongAnswers,
    stage,
    paths: paths.data,
    dailyDone: daily.data?.completed,
  });
  const go = (step: NextStep) => (event: MouseEvent) => {
    event.preventDefault();
    navigate(step.href);
  };
  if (!loading && steps.length === 0) return null;
  return (
    <Flex
      vertical
      gap={8}
      component="section"
      aria-labelledby="results-next-title"
      data-testid="next-steps"
      style={{ width: '100%', maxWidth: 640, textAlign: 'start' }}
    >
      <Typography.Title level={3} id="results-next-title" style={{ margin: 0, fontSize: 18 }}>
        {t('resultsNext.title')}
      </Typography.Title>
      <Flex vertical gap={12}>
        {steps.map((step, index) => (
          <Flex key={step.key} vertical gap={2}>
            <Button
              type={index === 0 ? 'primary' : 'default'}
              href={step.href}
              onClick={go(step)}
              icon={ICONS[step.key]}
              data-testid={`next-step-${step.key}`}
              style={{ alignSelf: 'stretch', height: 'auto', minHeight: 40, whiteSpace: 'normal' }}
            >
              {t(`resultsNext.${step.key}.label`)}
            </Button>
            <Typography.Text type="secondary">{t(`resultsNext.${step.key}.note`)}</Typography.Text>
          </Flex>
        ))}
        {loading && <Spin size="small" aria-label={t('resultsNext.loading')} />}
      </Flex>
    </Flex>
  );
}
