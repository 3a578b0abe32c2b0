import '../i18n';
import { QuizSetupPanel } from '../features/quiz-setup/components/quiz-setup-panel';

/** The quiz setup panel of the logged-in home page. */
export function QuizSetupWidget() {
  return <QuizSetupPanel />;
}
