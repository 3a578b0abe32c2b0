import { registerTranslations } from '@grammarpath/platform';
import { en } from './en';
import { ja } from './ja';
import { vi } from './vi';
import { zh } from './zh';

/** The i18next namespace of every string mfe_quiz shows. */
export const QUIZ_NAMESPACE = 'quiz';

registerTranslations(QUIZ_NAMESPACE, { en, ja, vi, zh });
