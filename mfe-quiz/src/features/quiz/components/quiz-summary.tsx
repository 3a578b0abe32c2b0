import { Button, Card, Flex, Progress, Result, Spin, Typography } from 'antd';
import { TrophyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PASS_PERCENT, percent as percentOf, type QuizResultView } from '@grammarpath/contracts';
import { QUIZ_NAMESPACE } from '../../../i18n';
import { praiseKeyOf, resultBandOf } from '../model/result-band';
import { NewAchievements } from './new-achievements';
import { ResultsConfetti } from './results-confetti';
import { ScoresByType } from './scores-by-type';
import { StageOutcome } from './stage-outcome';

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

/**
 * The end of a quiz: headline and praise (both by the score's band), score, the achievements the result
 * earned, the per-type scores, and the two ways on.
 */
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
            {t(`summary.headline.${resultBandOf(percent)}`)}
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
          {saved?.newAchievements && saved.newAchievements.length > 0 && (
            <NewAchievements quizId={saved.quizId} achievements={saved.newAchievements} />
          )}
          {saved && <ScoresByType scoresByType={saved.scoresByType} />}
        </Flex>
      </Result>
    </Card>
  );
}
