import { Link } from 'react-router-dom';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@grammarpath/contracts';
import { PROGRESS_NAMESPACE } from '../../../../i18n';

/** "Explore learning paths": the way out of an empty dashboard. */
export function ExplorePathsButton() {
  const { t } = useTranslation(PROGRESS_NAMESPACE);
  return (
    <Link to={ROUTES.paths.href()}>
      <Button type="primary">{t('dashboard.explorePaths')}</Button>
    </Link>
  );
}
