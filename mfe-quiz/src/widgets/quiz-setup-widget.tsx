import { Card, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import '../i18n/register-quiz-translations';
import { QUIZ_NAMESPACE } from '../i18n/quiz-translations';

/** The quiz setup panel of the logged-in home page. */
export function QuizSetupWidget() {
  const { t } = useTranslation(QUIZ_NAMESPACE);
  return (
    <Card title={t('setup.title')}>
      <Typography.Paragraph type="secondary">{t('setup.description')}</Typography.Paragraph>
      <Skeleton active title={false} />
    </Card>
  );
}
