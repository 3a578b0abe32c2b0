import i18next, { type Resource, type ResourceKey } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, STORAGE_KEYS, type Language } from '@grammarpath/contracts';
import { PLATFORM_NAMESPACE, platformBundles } from './platform';
import type { BundleLoader, LazyTranslationBundles, TranslationBundles } from './translation-types';

export { PLATFORM_NAMESPACE };

/** The i18next instance every front end shares. */
export const i18n = i18next.createInstance();

type RegisteredBundles = Partial<Record<Language, ResourceKey | BundleLoader>>;

/** Every namespace registered so far, with its bundles or their loaders. */
const registry = new Map<string, RegisteredBundles>([[PLATFORM_NAMESPACE, platformBundles]]);
let started: Promise<unknown> | undefined;

/**
 * i18next's backend: a language's bundle of a namespace comes from the loader `registerTranslations` was
 * given. English (and any bundled language) is in the store already, so i18next never asks for it.
 */
async function readBundle(language: string, namespace: string): Promise<ResourceKey> {
  const source = registry.get(namespace)?.[language as Language];
  if (source === undefined) throw new Error(`No ${language} translations registered for ${namespace}`);
  return typeof source === 'function' ? source() : source;
}

function bundledLanguagesOf(bundles: RegisteredBundles): Array<[Language, ResourceKey]> {
  return LANGUAGES.flatMap((language) => {
    const source = bundles[language];
    return source === undefined || typeof source === 'function' ? [] : [[language, source]];
  });
}

/**
 * Adds a namespace's translations. English is added at once; another language's bundle is loaded (its
 * loader called) when that language is the active one — now if it is, else when the learner picks it —
 * and components using the namespace wait for it (react-i18next suspends until it is there), so no
 * English shows where the learner's language is expected. Works before and after `initI18n`.
 * Bundled languages (`TranslationBundles`) are still accepted and added at once.
 */
export function registerTranslations(ns: string, bundles: LazyTranslationBundles | TranslationBundles): void {
  registry.set(ns, bundles);
  if (!started) return;
  for (const [language, bundle] of bundledLanguagesOf(bundles))
    i18n.addResourceBundle(language, ns, bundle, true, true);
  void i18n.loadNamespaces(ns);
}

function followHtmlLang(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Initialises i18next once (later calls do nothing); the host calls it, then awaits `translationsReady`, before rendering. */
export function initI18n(defaultNamespace = PLATFORM_NAMESPACE): typeof i18n {
  if (started) return i18n;
  const resources: Resource = {};
  for (const [ns, bundles] of registry)
    for (const [language, bundle] of bundledLanguagesOf(bundles)) (resources[language] ??= {})[ns] = bundle;
  started = i18n
    .use(LanguageDetector)
    .use(resourcesToBackend(readBundle))
    .use(initReactI18next)
    .init({
      resources,
      // Bundled resources plus the backend for the languages not bundled.
      partialBundledLanguages: true,
      initAsync: false,
      supportedLngs: [...LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: FALLBACK_LANGUAGE,
      ns: [...registry.keys()],
      defaultNS: defaultNamespace,
      fallbackNS: PLATFORM_NAMESPACE,
      interpolation: { escapeValue: false },
      detection: {
        order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
        lookupQuerystring: 'lng',
        lookupLocalStorage: STORAGE_KEYS.language,
        caches: ['localStorage'],
      },
    });
  // The language as resolved ('ja', not the browser's 'ja-JP'), once its texts are there.
  i18n.on('languageChanged', () => followHtmlLang(currentLanguage()));
  followHtmlLang(currentLanguage());
  return i18n;
}

/**
 * Resolves once i18next is initialised and the active language's bundles of every namespace registered
 * so far are loaded (at once for English). Hosts await it before the first render.
 */
export async function translationsReady(): Promise<void> {
  if (!started) initI18n();
  await started;
  await i18n.loadNamespaces([...registry.keys()]);
}

/** The current interface language, one of en, ja, vi, zh. */
export function currentLanguage(): Language {
  const resolved = i18n.resolvedLanguage as Language | undefined;
  return resolved && LANGUAGES.includes(resolved) ? resolved : FALLBACK_LANGUAGE;
}
