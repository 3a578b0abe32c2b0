import i18next, { type Resource, type ResourceKey } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, STORAGE_KEYS, type Language } from '@grammarpath/contracts';
import { platformTranslations } from './platform-translations';

export type TranslationBundles = Record<Language, ResourceKey>;

export const PLATFORM_NAMESPACE = 'platform';

/** The i18next instance every front end shares. */
export const i18n = i18next.createInstance();

const pending: Array<[string, TranslationBundles]> = [];

function addBundles(ns: string, bundles: TranslationBundles): void {
  for (const language of LANGUAGES) i18n.addResourceBundle(language, ns, bundles[language], true, true);
}

/**
 * Adds a namespace's bundles in all languages. Works before and after `initI18n`:
 * i18next only accepts bundles once initialised, so earlier calls wait for it.
 */
export function registerTranslations(ns: string, bundles: TranslationBundles): void {
  if (i18n.isInitialized) addBundles(ns, bundles);
  else pending.push([ns, bundles]);
}

function followHtmlLang(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Initialises i18next once (later calls do nothing); the host calls it before rendering. */
export function initI18n(defaultNamespace = PLATFORM_NAMESPACE): typeof i18n {
  if (i18n.isInitialized) return i18n;
  const resources: Resource = {};
  for (const language of LANGUAGES)
    resources[language] = { [PLATFORM_NAMESPACE]: platformTranslations[language] };
  void i18n
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources,
      initAsync: false,
      supportedLngs: [...LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: FALLBACK_LANGUAGE,
      ns: [PLATFORM_NAMESPACE],
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
  for (const [ns, bundles] of pending.splice(0)) addBundles(ns, bundles);
  i18n.on('languageChanged', followHtmlLang);
  followHtmlLang(i18n.resolvedLanguage ?? FALLBACK_LANGUAGE);
  return i18n;
}

/** The current interface language, one of en, ja, vi, zh. */
export function currentLanguage(): Language {
  const resolved = i18n.resolvedLanguage as Language | undefined;
  return resolved && LANGUAGES.includes(resolved) ? resolved : FALLBACK_LANGUAGE;
}
