import { en } from './en';
import { ja } from './ja';
import { vi } from './vi';
import { zh } from './zh';

/**
 * Every language of the `progress` namespace at once, for the browser tests that read them all
 * (e2e/tests/i18n.spec.ts). The remote itself registers them through ./index, loading only the active one.
 */
export const progressTranslations = { en, ja, vi, zh };
