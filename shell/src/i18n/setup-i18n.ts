import type { Language } from '@grammarpath/contracts';
import { initI18n, registerTranslations, translationsReady } from '@grammarpath/platform';
import { COMMON_NAMESPACE, commonBundles } from './common';
// The frame widgets' namespace is known at start too, so its active language loads with the others.
import '../widgets/i18n';

/**
 * Registers the shell's strings and starts i18next with `common` as the default namespace. The promise
 * resolves once the active language's bundles of every namespace known at start (platform, common,
 * widgets, the platform's parts) are loaded: the bootstrap renders only then, so no English shows first.
 * `language` fixes the language (a prerendered document's) instead of detecting it.
 */
export function setupI18n({ language }: { language?: Language } = {}): Promise<void> {
  registerTranslations(COMMON_NAMESPACE, commonBundles);
  initI18n(COMMON_NAMESPACE, { language });
  return translationsReady();
}
