import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { WIDGETS_NAMESPACE } from '../i18n';
import { FeedbackForm } from './feedback-form';

/** The home page's feedback form (source homepage). */
export function HomeFeedbackCard() {
  const { t } = useTranslation(WIDGETS_NAMESPACE);
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ fontSize: 20, margin: 0 }}>
          {t('feedback.homeTitle')}
        </Typography.Title>
      }
      data-testid="home-feedback"
    >
      <Typography.Paragraph type="secondary">{t('feedback.intro')}</Typography.Paragraph>
      <FeedbackForm source="homepage" idPrefix="home" />
    </Card>
  );
}
