import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Card, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useToast } from '@grammarpath/platform';
import { QUIZ_NAMESPACE } from '../../../i18n/quiz-translations';
import { parseJsonParam } from '../parse-json-param';

/** /quiz?settings=…: a missing or unreadable settings value sends the learner home with a toast. */
export function QuizPage() {
  const { t } = useTranslation(QUIZ_NAMESPACE);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { toast } = useToast();
  const settings = parseJsonParam(searchParams.get('settings'));

  useEffect(() => {
    if (settings !== undefined) return;
    toast({ title: t('quiz.settingsFailed'), variant: 'destructive' });
    navigate('/', { replace: true });
  }, [settings, navigate, toast, t]);

  return (
    <Card>
      <Typography.Title level={2}>{t('quiz.title')}</Typography.Title>
      <Skeleton active aria-label={t('quiz.loading')} />
    </Card>
  );
}
