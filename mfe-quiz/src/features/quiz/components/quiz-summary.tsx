import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, Card, Flex, Progress, Result, Spin, Typography } from 'antd';
import { TrophyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PASS_PERCENT, percent as percentOf, type QuizResultView } from '@grammarpath/contracts';
import { QUIZ_NAMESPACE } from '../../../i18n';
import { praiseKeyOf, resultBandOf } from '../model/result-band';
import { needsReview, type ReviewRow } from '../model/results-review';
import { usePhoneResultStyles } from '../../../shared/phone-result-styles';
import { REVIEW_PARAM, withReviewParam } from '../../../shared/review-param';
import { NewAchievements } from './new-achievements';
import { NextSteps } from './next-steps';
import { PointsEarned } from './points-earned';
import { ResultsConfetti } from './results-confetti';
import { ResultsReview } from './results-review';
import { ScoresByType } from './scores-by-type';
import { StageOutcome } from './stage-outcome';

interface QuizSummaryProps {
  correct: number;
  total: number;
  /** The stored result as the server scored it, once saved. */
  saved?: QuizResultView;
  saving: boolean;
  timeTakenSeconds: number;
  /** One row per question, for the review. */
  review: readonly ReviewRow[];
  /** The result was read back (a reload): no confetti again. */
  readBack?: boolean;
  onRestart: () => void;
  onHome: () => void;
}

/**
 * The end of a quiz: headline and praise (both by the score's band), score, the points and achievements the
 * result earned, the per-type scores, the per-question review and the next steps. Once the result is stored,
 * the address names the quiz (`?review=`) so that a reload shows these results again.
 */
export function QuizSummary({
  correct,
  total,
  saved,
  saving,
  timeTakenSeconds,
  review,
  readBack = false,
  onRestart,
  onHome,
}: QuizSummaryProps) {
  const { t } = useTranslation(QUIZ_NAMESPACE);
  const [searchParams, setSearchParams] = useSearchParams();
  const savedQuizId = saved?.quizId;
  const addressed = searchParams.get(REVIEW_PARAM);
  useEffect(() => {
    if (savedQuizId && addressed !== savedQuizId)
      setSearchParams((params) => withReviewParam(params, savedQuizId), { replace: true });
  }, [savedQuizId, addressed, setSearchParams]);
  const phoneStyles = usePhoneResultStyles();
  const restart = () => {
    setSearchParams((params) => withReviewParam(params, undefined), { replace: true });
    onRestart();
  };
  const shownCorrect = saved?.correctAnswers ?? correct;
  const shownTotal = saved?.totalQuestions ?? total;
  const percent = saved?.score ?? percentOf(correct, total);
  const seconds = saved?.timeTaken ?? timeTakenSeconds;
  return (
    <Card styles={phoneStyles.card}>
      {percent >= PASS_PERCENT && !readBack && <ResultsConfetti />}
      <Result
        styles={phoneStyles.result}
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
          <Button key="new" type="primary" onClick={restart}>
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
          {saved?.points && <PointsEarned points={saved.points} />}
          {saved?.stage && <StageOutcome outcome={saved.stage} />}
          {saved?.newAchievements && saved.newAchievements.length > 0 && (
            <NewAchievements quizId={saved.quizId} achievements={saved.newAchievements} />
          )}
          {saved && <ScoresByType scoresByType={saved.scoresByType} />}
          <ResultsReview rows={review} />
          {saved && <NextSteps wrongAnswers={review.filter(needsReview).length} stage={saved.stage} />}
        </Flex>
      </Result>
    </Card>
  );
}
