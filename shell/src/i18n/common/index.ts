import type { LazyTranslationBundles } from '@grammarpath/platform';
import { en } from './en';

/** The shell owns the `common` namespace: the frame, /auth, /settings, home and error pages. */
export const COMMON_NAMESPACE = 'common';

export const commonBundles: LazyTranslationBundles = {
  en,
  ja: () => import('./ja').then((m) => m.ja),
  vi: () => import('./vi').then((m) => m.vi),
  zh: () => import('./zh').then((m) => m.zh),
};
