import type { LazyTranslationBundles } from '../translation-types';
import { en } from './en';

/** The platform's own strings (session, toasts, themes, grammar topics): the fallback namespace of every front end. */
export const PLATFORM_NAMESPACE = 'platform';

export const platformBundles: LazyTranslationBundles = {
  en,
  ja: () => import('./ja').then((m) => m.ja),
  vi: () => import('./vi').then((m) => m.vi),
  zh: () => import('./zh').then((m) => m.zh),
};
