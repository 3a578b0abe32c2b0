import { registerTranslations } from '@grammarpath/platform';
import { en } from './en';
import { ja } from './ja';
import { vi } from './vi';
import { zh } from './zh';

/** mfe-paths owns the `paths` namespace: every page and widget of the remote. */
export const PATHS_NAMESPACE = 'paths';

registerTranslations(PATHS_NAMESPACE, { en, ja, vi, zh });
