import { Card, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PATHS_NAMESPACE } from '../../../i18n/paths-translations';

/** /learning-journey[/:id] and /learning-paths/:id: the journey map. */
export function JourneyPage() {
  const { t } = useTranslation(PATHS_NAMESPACE);
  return (
    <Card>
      <Typography.Title level={2}>{t('journey.title')}</Typography.Title>
      <Skeleton active paragraph={{ rows: 4 }} />
    </Card>
  );
}
