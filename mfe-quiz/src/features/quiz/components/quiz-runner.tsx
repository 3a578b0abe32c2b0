import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card, Empty, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { resolvePracticeOptions, ROUTES, type PracticeOptions } from '@grammarpath/contracts';
import { isApiError } from '@grammarpath/platform';
import { QUIZ_NAMESPACE } from '../../../i18n';
import type { PlayQuizProps } from '../../../shared/play-quiz';
import { useQuizQuestions } from '../api/quiz-run';
import { QuizPlayer } from './quiz-player';

const ONE_TRY = resolvePracticeOptions({});

export interface QuizRunnerProps extends PlayQuizProps {
  /** By default one try per question, no hints. */
  practice?: PracticeOptions;
}

/** Loads a quiz and plays it; 'Start New Quiz' loads new questions with the same source (SPEC §4). */
export function QuizRunner({ source, difficultyLevel, practice = ONE_TRY, title, empty }: QuizRunnerProps) {
  const { t } = useTranslation(QUIZ_NAMESPACE);
  const navigate = useNavigate();
  const [round, setRound] = useState(0);
  const { data, isPending, error } = useQuizQuestions(source, round);
  // The mistakes review answers 409 when there is nothing to review: that is its empty state.
  const nothingToReview = !!empty && isApiError(error) && error.status === 409;
  const home = (
    <Button type="primary" onClick={() => navigate(ROUTES.home.href())}>
      {t('quiz.returnHome')}
    </Button>
  );

  if (isPending) {
    return (
      <Card aria-busy="true">
        <Skeleton active aria-label={t('quiz.loading')} paragraph={{ rows: 6 }} />
      </Card>
    );
  }
  if (error && !nothingToReview) {
    return (
      <Result
        status="error"
        title={t('quiz.loadErrorTitle')}
        subTitle={t('quiz.loadErrorText')}
        extra={home}
      />
    );
  }
  if (nothingToReview || !data || data.questions.length === 0) {
    return (
      <Card>
        <Empty description={empty?.title ?? t('quiz.emptyTitle')}>
          <p>{empty?.description ?? t('quiz.emptyText')}</p>
          {home}
        </Empty>
      </Card>
    );
  }
  return (
    <QuizPlayer
      key={`${data.quizId}-${round}`}
      quiz={data}
      difficultyLevel={difficultyLevel ?? data.questions[0].difficultyLevel}
      practice={practice}
      title={title}
      onRestart={() => setRound((value) => value + 1)}
    />
  );
}
