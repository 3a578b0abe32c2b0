import { registerTranslations } from '@grammarpath/platform';
import { en } from './en';

/** mfe-paths owns the `paths` namespace: every page and widget of the remote. */
export const PATHS_NAMESPACE = 'paths';

// English ships with the code; another language is loaded when it is the learner's.
registerTranslations(PATHS_NAMESPACE, {
  en,
  ja: () => import('./ja').then((m) => m.ja),
  vi: () => import('./vi').then((m) => m.vi),
  zh: () => import('./zh').then((m) => m.zh),
});
