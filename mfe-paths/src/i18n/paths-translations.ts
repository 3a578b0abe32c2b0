import { en } from './en';
import { ja } from './ja';
import { vi } from './vi';
import { zh } from './zh';

/**
 * Every language of the `paths` namespace at once, for the browser tests that read them all (e2e/tests).
 * The remote itself registers them through ./index, loading only the learner's language.
 */
export const pathsTranslations = { en, ja, vi, zh };
