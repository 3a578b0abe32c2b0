import { mountStandalone } from '@grammarpath/platform';
import { routes } from './routes';
import { ProgressWidget } from './widgets/progress-widget';

mountStandalone({ routes, home: <ProgressWidget /> });
