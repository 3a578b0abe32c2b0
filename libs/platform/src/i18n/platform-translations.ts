import type { Language } from '@grammarpath/contracts';
import type { TranslationShape } from './translation-types';
import { en } from './platform/en';
import { ja } from './platform/ja';
import { vi } from './platform/vi';
import { zh } from './platform/zh';

/**
 * The platform namespace in every language at once, for checks that read the texts (the e2e suite).
 * @deprecated Import the language files (`i18n/platform/<language>.ts`); the app loads them lazily.
 */
export const platformTranslations: Record<Language, TranslationShape<typeof en>> = { en, ja, vi, zh };
