import { Card, Input, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PATHS_NAMESPACE } from '../../../i18n/paths-translations';

/** /learning-paths: the searchable list of paths. */
export function PathsListPage() {
  const { t } = useTranslation(PATHS_NAMESPACE);
  return (
    <Card>
      <Typography.Title level={2}>{t('list.title')}</Typography.Title>
      <Input.Search placeholder={t('list.search')} aria-label={t('list.search')} />
      <Skeleton active style={{ marginTop: 24 }} />
    </Card>
  );
}
