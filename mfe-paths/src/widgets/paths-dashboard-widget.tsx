import { Card, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import '../i18n/register-paths-translations';
import { PATHS_NAMESPACE } from '../i18n/paths-translations';

/** The learning-path dashboard of the logged-in home page. */
export function PathsDashboardWidget() {
  const { t } = useTranslation(PATHS_NAMESPACE);
  return (
    <Card title={t('dashboard.title')}>
      <Typography.Paragraph type="secondary">{t('dashboard.description')}</Typography.Paragraph>
      <Skeleton active title={false} />
    </Card>
  );
}
