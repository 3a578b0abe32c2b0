import { registerTranslations } from '../../i18n/i18n';
import { en } from './en';

/** The celebration dialog's strings. */
export const CELEBRATION_NAMESPACE = 'celebration';

registerTranslations(CELEBRATION_NAMESPACE, {
  en,
  ja: () => import('./ja').then((m) => m.ja),
  vi: () => import('./vi').then((m) => m.vi),
  zh: () => import('./zh').then((m) => m.zh),
});
