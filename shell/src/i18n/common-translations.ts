import type { TranslationBundles } from '@grammarpath/platform';
import { en } from './common/en';
import { ja } from './common/ja';
import { vi } from './common/vi';
import { zh } from './common/zh';

/** The shell owns the `common` namespace: the frame, /auth, /settings, home and error pages. */
export const COMMON_NAMESPACE = 'common';

export const commonTranslations: TranslationBundles = { en, ja, vi, zh };
