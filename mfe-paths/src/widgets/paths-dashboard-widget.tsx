import '../i18n';
import { PathsDashboard } from '../features/dashboard/components/paths-dashboard';

/** The learning-path dashboard of the logged-in home page. */
export function PathsDashboardWidget() {
  return <PathsDashboard />;
}
