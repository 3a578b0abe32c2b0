import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUser } from '@grammarpath/platform';
import { LoggedInHome } from './logged-in-home';
import { WelcomeBanner } from './welcome-banner';

/** /: a placeholder while the session loads, then the welcome banner or the learner's home. */
export function HomePage() {
  const { t } = useTranslation();
  const { user, isLoading } = useUser();
  if (isLoading) return <Skeleton active aria-label={t('home.loading')} paragraph={{ rows: 6 }} />;
  return user ? <LoggedInHome /> : <WelcomeBanner />;
}
