import { registerTranslations } from '@grammarpath/platform';
import { PROGRESS_NAMESPACE, progressTranslations } from './progress-translations';

registerTranslations(PROGRESS_NAMESPACE, progressTranslations);
