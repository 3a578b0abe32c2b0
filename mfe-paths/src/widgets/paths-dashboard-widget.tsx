import '../i18n/register-paths-translations';
import { PathsDashboard } from '../modules/dashboard/components/paths-dashboard';

/** The learning-path dashboard of the logged-in home page. */
export function PathsDashboardWidget() {
  return <PathsDashboard />;
}
