import { registerTranslations, type TranslationBundles } from '@grammarpath/platform';
import { en } from './en';
import { ja } from './ja';
import { vi } from './vi';
import { zh } from './zh';

/** The frame widgets' strings: feedback, saved audio, Grammar Guide, page translate, sound settings. */
export const WIDGETS_NAMESPACE = 'widgets';

export const widgetsTranslations: TranslationBundles = { en, ja, vi, zh };

registerTranslations(WIDGETS_NAMESPACE, widgetsTranslations);
