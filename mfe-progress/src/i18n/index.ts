import { registerTranslations } from '@grammarpath/platform';
import { en } from './en';
import { ja } from './ja';
import { vi } from './vi';
import { zh } from './zh';

/** The namespace of mfe_progress's strings; importing it registers them. */
export const PROGRESS_NAMESPACE = 'progress';

registerTranslations(PROGRESS_NAMESPACE, { en, ja, vi, zh });
