import { Button, Card, Flex, Progress, Result, Spin, Typography } from 'antd';
import { TrophyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  PASS_PERCENT,
  percent as percentOf,
  QUESTION_TYPES,
  RESULT_MESSAGE_THRESHOLDS,
  type QuizResultView,
} from '@grammarpath/contracts';
import { StatGrid } from '@grammarpath/platform';
import { QUIZ_NAMESPACE } from '../../../i18n';
import { ResultsConfetti } from './results-confetti';
import { StageOutcome } from './stage-outcome';

/** The praise that fits a score: 80 % excellent, 70 % (the pass mark) great, 60 % good, else keep practising. */
export function praiseKeyOf(percent: number): 'excellent' | 'great' | 'good' | 'keep' {
  if (percent >= RESULT_MESSAGE_THRESHOLDS.excellent) return 'excellent';
  if (percent >= PASS_PERCENT) return 'great';
  if (percent >= RESULT_MESSAGE_THRESHOLDS.good) return 'good';
  return 'keep';
}

interface QuizSummaryProps {
  correct: number;
  total: number;
  /** The stored result as the server scored it, once saved. */
  saved?: QuizResultView;
  saving: boolean;
  timeTakenSeconds: number;
  onRestart: () => void;
  onHome: () => void;
}

/** The end of a quiz: headline, praise, score, the per-type scores, and the two ways on. */
export function QuizSummary({
  correct,
  total,
  saved,
  saving,
  timeTakenSeconds,
  onRestart,
  onHome,
}: QuizSummaryProps) {
  const { t } = useTranslation(QUIZ_NAMESPACE);
  const shownCorrect = saved?.correctAnswers ?? correct;
  const shownTotal = saved?.totalQuestions ?? total;
  const percent = saved?.score ?? percentOf(correct, total);
  const seconds = saved?.timeTaken ?? timeTakenSeconds;
  return (
    <Card>
      {percent >= PASS_PERCENT && <ResultsConfetti />}
      <Result
        icon={<TrophyOutlined aria-hidden />}
        title={
          <Typography.Title level={2} style={{ margin: 0 }}>
            {t('summary.headline')}
          </Typography.Title>
        }
        subTitle={
          <Flex vertical gap={4} align="center">
            <Typography.Text data-testid="summary-praise">
              {t(`summary.${praiseKeyOf(percent)}`)}
            </Typography.Text>
            <Typography.Text strong data-testid="summary-score">
              {t('summary.scoreLine', { correct: shownCorrect, total: shownTotal, percent })}
            </Typography.Text>
          </Flex>
        }
        extra={[
          <Button key="new" type="primary" onClick={onRestart}>
            {t('summary.startNew')}
          </Button>,
          <Button key="home" onClick={onHome}>
            {t('summary.backHome')}
          </Button>,
        ]}
      >
        <Flex vertical gap={16} align="center">
          <Progress type="circle" percent={percent} aria-label={`${percent}%`} />
          <Typography.Text type="secondary">
            {t('summary.time', { minutes: Math.floor(seconds / 60), seconds: seconds % 60 })}
          </Typography.Text>
          {saving && <Spin aria-label={t('summary.saving')} />}
          {saved?.stage && <StageOutcome outcome={saved.stage} />}
          {saved && (
            <Flex vertical gap={8} style={{ width: '100%', maxWidth: 480 }}>
              <Typography.Text strong>{t('summary.byType')}</Typography.Text>
              <StatGrid
                card={false}
                stats={QUESTION_TYPES.flatMap((type) => {
                  const score = saved.scoresByType[type];
                  if (!score) return [];
                  const value = t('summary.typeScore', { correct: score.correct, total: score.total });
                  return [{ key: type, title: t(`types.${type}`), value }];
                })}
              />
            </Flex>
          )}
        </Flex>
      </Result>
    </Card>
  );
}
