import { useParams } from 'react-router-dom';
import { Card, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PATHS_NAMESPACE } from '../../../i18n/paths-translations';
import { isNumericId } from '../is-numeric-id';
import { BackToPathsButton } from './back-to-paths-button';

/** /learning-paths/:pathId/stages/:stageId: one stage; both ids must be numbers. */
export function StagePage() {
  const { t } = useTranslation(PATHS_NAMESPACE);
  const { pathId, stageId } = useParams();
  if (!isNumericId(pathId) || !isNumericId(stageId)) {
    return (
      <Result
        status="error"
        title={t('stage.invalidTitle')}
        subTitle={t('stage.invalidMessage')}
        extra={<BackToPathsButton label={t('stage.back')} />}
      />
    );
  }
  return (
    <Card>
      <Typography.Title level={2}>{t('stage.title')}</Typography.Title>
      <Skeleton active paragraph={{ rows: 5 }} />
    </Card>
  );
}
