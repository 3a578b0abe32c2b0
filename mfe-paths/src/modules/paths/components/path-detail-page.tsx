import { useParams } from 'react-router-dom';
import { Alert, Card, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PATHS_NAMESPACE } from '../../../i18n/paths-translations';
import { isNumericId } from '../is-numeric-id';
import { BackToPathsButton } from './back-to-paths-button';

/** /learning-path/:id: one path's detail; only numeric ids are looked up. */
export function PathDetailPage() {
  const { t } = useTranslation(PATHS_NAMESPACE);
  const { id } = useParams();
  return (
    <Flex vertical gap={16}>
      <div>
        <BackToPathsButton label={t('detail.back')} />
      </div>
      {isNumericId(id) ? (
        <Card>
          <Typography.Title level={2}>{t('detail.title')}</Typography.Title>
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      ) : (
        <Alert
          type="error"
          showIcon
          title={t('detail.notFoundTitle')}
          description={t('detail.notFoundMessage')}
        />
      )}
    </Flex>
  );
}
