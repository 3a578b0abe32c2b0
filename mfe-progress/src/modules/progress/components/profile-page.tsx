import { Card, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PROGRESS_NAMESPACE } from '../../../i18n/progress-translations';

/** /profile: the learner's profile and learning-paths summary. */
export function ProfilePage() {
  const { t } = useTranslation(PROGRESS_NAMESPACE);
  return (
    <Card>
      <Typography.Title level={2}>{t('profile.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('profile.subtitle')}</Typography.Paragraph>
      <Skeleton active paragraph={{ rows: 4 }} />
    </Card>
  );
}
