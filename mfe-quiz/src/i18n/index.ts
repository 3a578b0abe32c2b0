import { registerTranslations } from '@grammarpath/platform';
import { en } from './en';

/** The i18next namespace of every string mfe_quiz shows. */
export const QUIZ_NAMESPACE = 'quiz';

// English is bundled; another language is loaded when it is the learner's.
registerTranslations(QUIZ_NAMESPACE, {
  en,
  ja: () => import('./ja').then((m) => m.ja),
  vi: () => import('./vi').then((m) => m.vi),
  zh: () => import('./zh').then((m) => m.zh),
});
