import i18next, { type ResourceKey } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language, type TranslatedLanguage } from '@grammarpath/contracts';
import { loadAntdLocale } from './antd-locale';
import { DETECTION, detectedLanguage } from './detected-language';
import { PLATFORM_NAMESPACE, platformBundles } from './platform';
import type { LazyTranslationBundles } from './translation-types';

export { PLATFORM_NAMESPACE, detectedLanguage };

/** The i18next instance every front end shares. */
export const i18n = i18next.createInstance();

/** Every namespace registered so far: its English bundle and the other languages' loaders. */
const registry = new Map<string, LazyTranslationBundles>([[PLATFORM_NAMESPACE, platformBundles]]);
let started: Promise<unknown> | undefined;

/**
 * i18next's backend: a language's bundle of a namespace comes from the loader `registerTranslations` was
 * given. English is in the store from the start, so i18next never asks for it.
 */
async function readBundle(language: string, namespace: string): Promise<ResourceKey> {
  const bundles = registry.get(namespace);
  if (language === 'en' && bundles) return bundles.en;
  const load = bundles?.[language as TranslatedLanguage];
  if (!load) throw new Error(`No ${language} translations registered for ${namespace}`);
  return load();
}

/**
 * Adds a namespace's translations. English is added at once; another language's bundle is loaded (its
 * loader called) when that language is the active one — now if it is, else when the learner picks it —
 * and components using the namespace wait for it (react-i18next suspends until it is there), so no
 * English shows where the learner's language is expected. Works before and after `initI18n`.
 */
export function registerTranslations(ns: string, bundles: LazyTranslationBundles): void {
  registry.set(ns, bundles);
  if (!started) return;
  i18n.addResourceBundle('en', ns, bundles.en, true, true);
  void i18n.loadNamespaces(ns);
}

function followHtmlLang(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * Initialises i18next once (later calls do nothing); the host calls it, then awaits `translationsReady`, before
 * rendering. `language` fixes the language instead of detecting it: the one a prerendered document was
 * rendered in, which the client must hydrate with.
 */
export function initI18n(
  defaultNamespace = PLATFORM_NAMESPACE,
  { language }: { language?: Language } = {},
): typeof i18n {
  if (started) return i18n;
  const english = Object.fromEntries([...registry].map(([ns, bundles]) => [ns, bundles.en]));
  started = i18n
    .use(LanguageDetector)
    .use(resourcesToBackend(readBundle))
    .use(initReactI18next)
    .init({
      resources: { en: english },
      ...(language && { lng: language }),
      // English bundled, the other languages through the backend.
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
      detection: DETECTION,
    });
  // The language as resolved ('ja', not the browser's 'ja-JP'), once its texts are there.
  i18n.on('languageChanged', () => followHtmlLang(currentLanguage()));
  followHtmlLang(currentLanguage());
  return i18n;
}

/**
 * Resolves once i18next is initialised and the active language's bundles of every namespace registered
 * so far, and antd's texts in it, are loaded (at once for English). Hosts await it before the first render.
 */
export async function translationsReady(): Promise<void> {
  if (!started) initI18n();
  await started;
  await Promise.all([i18n.loadNamespaces([...registry.keys()]), loadAntdLocale(currentLanguage())]);
}

/** The current interface language, one of en, ja, vi, zh. */
export function currentLanguage(): Language {
  const resolved = i18n.resolvedLanguage as Language | undefined;
  return resolved && LANGUAGES.includes(resolved) ? resolved : FALLBACK_LANGUAGE;
}
