import { useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Card, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { resolvePracticeOptions, ROUTES } from '@grammarpath/contracts';
import { ProtectedRoute, useToast } from '@grammarpath/platform';
import { QUIZ_NAMESPACE } from '../../../i18n';
import { startQuizSource } from '../api/start-quiz';
import { parseQuizSettings } from '../model/quiz-settings';
import { QuizRunner } from './quiz-runner';

/** /quiz?settings=…: a missing or unreadable settings value sends the learner home with a toast. */
export function QuizPage() {
  const { t } = useTranslation(QUIZ_NAMESPACE);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { toast } = useToast();
  const raw = searchParams.get('settings');
  const settings = useMemo(() => parseQuizSettings(raw), [raw]);
  const source = useMemo(() => settings && startQuizSource(settings, raw), [settings, raw]);

  useEffect(() => {
    if (settings !== undefined) return;
    toast({ title: t('quiz.settingsFailed'), variant: 'destructive' });
    navigate(ROUTES.home.href(), { replace: true });
  }, [settings, navigate, toast, t]);

  if (!settings || !source) {
    return (
      <Card>
        <Skeleton active aria-label={t('quiz.loading')} />
      </Card>
    );
  }
  return (
    <ProtectedRoute>
      <QuizRunner
        source={source}
        difficultyLevel={settings.difficultyLevel}
        practice={resolvePracticeOptions(settings)}
      />
    </ProtectedRoute>
  );
}
