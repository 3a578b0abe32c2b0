import type { Language } from '@grammarpath/contracts';
import type { TranslationShape } from '@grammarpath/platform';
import { en } from './en';
import { ja } from './ja';
import { vi } from './vi';
import { zh } from './zh';

/**
 * The quiz namespace in every language at once, for checks that read the texts (the e2e suite).
 * @deprecated Import the language files (`i18n/<language>.ts`); the app loads them lazily.
 */
export const quizTranslations: Record<Language, TranslationShape<typeof en>> = { en, ja, vi, zh };
