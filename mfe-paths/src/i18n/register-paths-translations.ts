import { registerTranslations } from '@grammarpath/platform';
import { PATHS_NAMESPACE, pathsTranslations } from './paths-translations';

registerTranslations(PATHS_NAMESPACE, pathsTranslations);
