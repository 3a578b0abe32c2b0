import { registerTranslations } from '@grammarpath/platform';
import { en } from './en';

/** The namespace of mfe_progress's strings; importing it registers them. */
export const PROGRESS_NAMESPACE = 'progress';

// English is bundled; another language loads when it is the learner's.
registerTranslations(PROGRESS_NAMESPACE, {
  en,
  ja: () => import('./ja').then((m) => m.ja),
  vi: () => import('./vi').then((m) => m.vi),
  zh: () => import('./zh').then((m) => m.zh),
});
