import { registerTranslations } from '@grammarpath/platform';
import { QUIZ_NAMESPACE, quizTranslations } from './quiz-translations';

registerTranslations(QUIZ_NAMESPACE, quizTranslations);
