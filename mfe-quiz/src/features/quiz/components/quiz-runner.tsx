import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Card, Empty, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { resolvePracticeOptions, ROUTES, type PracticeOptions } from '@grammarpath/contracts';
import { isApiError } from '@grammarpath/platform';
import { QueryState } from '@grammarpath/platform/ui';
import { QUIZ_NAMESPACE } from '../../../i18n';
import type { PlayQuizProps } from '../../../shared/play-quiz';
import { useQuizQuestions } from '../api/quiz-run';
import { useStartedRun } from '../hooks/use-started-run';
import { forgetQuizId } from '../model/resume-store';
import { REVIEW_PARAM } from '../../../shared/review-param';
import { QuizPlayer } from './quiz-player';

const ONE_TRY = resolvePracticeOptions({});

export interface QuizRunnerProps extends PlayQuizProps {
  /** By default one try per question, no hints. */
  practice?: PracticeOptions;
}

/** Loads a quiz and plays it; 'Start New Quiz' loads new questions with the same source (SPEC §4). */
export function QuizRunner({
  source,
  difficultyLevel,
  practice = ONE_TRY,
  title,
  empty,
  Finished,
}: QuizRunnerProps) {
  const { t } = useTranslation(QUIZ_NAMESPACE);
  const navigate = useNavigate();
  const [round, setRound] = useState(0);
  // Read once: the results screen sets it when its result is stored, which must not reload the quiz.
  const [searchParams] = useSearchParams();
  const [reviewQuizId] = useState(() => searchParams.get(REVIEW_PARAM) ?? undefined);
  const review = round === 0 ? reviewQuizId : undefined;
  const query = useQuizQuestions(source, round, review);
  useStartedRun(source, round, review, query.data);
  const home = (
    <Button type="primary" onClick={() => navigate(ROUTES.home.href())}>
      {t('quiz.returnHome')}
    </Button>
  );
  const emptyState = (
    <Card>
      <Empty description={empty?.title ?? t('quiz.emptyTitle')}>
        <p>{empty?.description ?? t('quiz.emptyText')}</p>
        {home}
      </Empty>
    </Card>
  );

  // The mistakes review answers 409 when there is nothing to review: that is its empty state.
  if (empty && isApiError(query.error) && query.error.status === 409) return emptyState;
  return (
    <QueryState
      query={query}
      rows={6}
      loadingLabel={t('quiz.loading')}
      errorTitle={t('quiz.loadErrorTitle')}
      errorDescription={
        <Flex vertical gap={8} align="start">
          <Typography.Text>{t('quiz.loadErrorText')}</Typography.Text>
          {home}
        </Flex>
      }
      empty={emptyState}
      isEmpty={(quiz) => quiz.questions.length === 0}
    >
      {(quiz) => (
        <QuizPlayer
          key={`${quiz.quizId}-${round}`}
          quiz={quiz}
          difficultyLevel={difficultyLevel ?? quiz.questions[0].difficultyLevel}
          practice={practice}
          title={title}
          Finished={Finished}
          onRestart={() => setRound((value) => value + 1)}
          onDone={() => forgetQuizId(source.key)}
        />
      )}
    </QueryState>
  );
}
