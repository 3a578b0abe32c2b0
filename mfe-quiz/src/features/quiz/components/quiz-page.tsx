import { useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Card, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { resolvePracticeOptions, ROUTES } from '@grammarpath/contracts';
import { ProtectedRoute, useToast } from '@grammarpath/platform';
import { QUIZ_NAMESPACE } from '../../../i18n';
import { quizOfAddress, SETTINGS_PARAM } from '../api/quiz-of-address';
import { QuizRunner } from './quiz-runner';

/** /quiz?settings=…: a missing or unreadable settings value sends the learner home with a toast. */
export function QuizPage() {
  const { t } = useTranslation(QUIZ_NAMESPACE);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { toast } = useToast();
  const raw = searchParams.get(SETTINGS_PARAM);
  const quiz = useMemo(() => quizOfAddress(raw), [raw]);

  useEffect(() => {
    if (quiz !== undefined) return;
    toast({ title: t('quiz.settingsFailed'), variant: 'destructive' });
    navigate(ROUTES.home.href(), { replace: true });
  }, [quiz, navigate, toast, t]);

  if (!quiz) {
    return (
      <Card>
        <Skeleton active aria-label={t('quiz.loading')} />
      </Card>
    );
  }
  return (
    <ProtectedRoute>
      <QuizRunner
        source={quiz.source}
        difficultyLevel={quiz.settings.difficultyLevel}
        practice={resolvePracticeOptions(quiz.settings)}
      />
    </ProtectedRoute>
  );
}
