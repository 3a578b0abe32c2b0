import { mountStandalone } from '@grammarpath/platform';
import { routes } from './routes';
import { PathsDashboardWidget } from './widgets/paths-dashboard-widget';

mountStandalone({ routes, home: <PathsDashboardWidget /> });
