import type { TranslationBundles } from '@grammarpath/platform';
import { en } from './en';
import { ja } from './ja';
import { vi } from './vi';
import { zh } from './zh';

/**
 * Every language of the `paths` namespace at once, for the checks that read them all (the completeness
 * spec, the i18n browser tests). The remote itself registers them through ./index.
 */
export const pathsTranslations: TranslationBundles = { en, ja, vi, zh };
