import { registerTranslations } from '@grammarpath/platform';
import { en } from './en';

/** The frame widgets' strings: feedback, saved audio, Grammar Guide, page translate, sound settings. */
export const WIDGETS_NAMESPACE = 'widgets';

registerTranslations(WIDGETS_NAMESPACE, {
  en,
  ja: () => import('./ja').then((m) => m.ja),
  vi: () => import('./vi').then((m) => m.vi),
  zh: () => import('./zh').then((m) => m.zh),
});
