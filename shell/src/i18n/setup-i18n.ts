import { initI18n, registerTranslations } from '@grammarpath/platform';
import { COMMON_NAMESPACE, commonTranslations } from './common-translations';

/** Registers the shell's strings and starts i18next with `common` as the default namespace. */
export function setupI18n(): void {
  registerTranslations(COMMON_NAMESPACE, commonTranslations);
  initI18n(COMMON_NAMESPACE);
}
