import type { TranslationBundles } from '@grammarpath/platform';
import { en } from './en';
import { ja } from './ja';
import { vi } from './vi';
import { zh } from './zh';

/**
 * Every language of the quiz namespace at once, for the checks that read them all (the completeness
 * spec, the shell's and the e2e suite's language checks). The app registers through ./index.
 */
export const quizTranslations: TranslationBundles = { en, ja, vi, zh };
