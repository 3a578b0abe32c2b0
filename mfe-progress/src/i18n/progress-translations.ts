import type { TranslationBundles } from '@grammarpath/platform';
import { en } from './en';
import { ja } from './ja';
import { vi } from './vi';
import { zh } from './zh';

/**
 * Every language of the namespace at once, for the checks that read them all (the completeness spec, the
 * e2e scan for English text); the app registers them through ./index.
 */
export const progressTranslations: TranslationBundles = { en, ja, vi, zh };
