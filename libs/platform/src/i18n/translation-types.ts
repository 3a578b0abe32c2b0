import type { ResourceKey } from 'i18next';
import type { TranslatedLanguage } from '@grammarpath/contracts';

/** The shape of a translation bundle: the English bundle's keys, every value a string. */
export type TranslationShape<T> = { [K in keyof T]: T[K] extends string ? string : TranslationShape<T[K]> };

/** Loads one language's bundle of a namespace: `() => import('./ja').then((m) => m.ja)`. */
export type BundleLoader = () => Promise<ResourceKey>;

/**
 * A namespace's bundles as `registerTranslations` takes them: English bundled with the code, every other
 * language a loader that runs only when that language is the active one.
 */
export type LazyTranslationBundles = { en: ResourceKey } & Record<TranslatedLanguage, BundleLoader>;
