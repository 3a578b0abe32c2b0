import { registerTranslations } from '../../i18n/i18n';
import { en } from './en';

/** The read-aloud button's strings. */
export const READ_ALOUD_NAMESPACE = 'readAloud';

registerTranslations(READ_ALOUD_NAMESPACE, {
  en,
  ja: () => import('./ja').then((m) => m.ja),
  vi: () => import('./vi').then((m) => m.vi),
  zh: () => import('./zh').then((m) => m.zh),
});
