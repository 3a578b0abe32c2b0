import '../i18n/register-quiz-translations';
import { QuizSetupPanel } from '../modules/quiz-setup/components/quiz-setup-panel';

/** The quiz setup panel of the logged-in home page. */
export function QuizSetupWidget() {
  return <QuizSetupPanel />;
}
