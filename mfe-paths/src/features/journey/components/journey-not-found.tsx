import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { PATHS_NAMESPACE } from '../../../i18n';
import { BackToPathsButton } from '../../../shared/components/back-to-paths-button';

/** The journey of a path that does not exist, or of an address that is no path id. */
export function JourneyNotFound() {
  const { t } = useTranslation(PATHS_NAMESPACE);
  return (
    <Alert
      type="error"
      showIcon
      title={t('detail.notFoundTitle')}
      description={t('detail.notFoundMessage')}
      action={<BackToPathsButton label={t('detail.backToList')} />}
    />
  );
}
