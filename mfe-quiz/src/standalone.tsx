import { mountStandalone } from '@grammarpath/platform';
import { routes } from './routes';
import { QuizSetupWidget } from './widgets/quiz-setup-widget';

mountStandalone({ routes, home: <QuizSetupWidget /> });
