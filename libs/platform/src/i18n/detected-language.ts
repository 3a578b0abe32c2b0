import LanguageDetector from 'i18next-browser-languagedetector';
import {
  FALLBACK_LANGUAGE,
  LANGUAGES,
  PREFERENCE_COOKIES,
  STORAGE_KEYS,
  type Language,
} from '@grammarpath/contracts';

/** A year: how long the language cookie keeps the learner's choice for the server's rendering. */
const LANGUAGE_COOKIE_MINUTES = 365 * 24 * 60;

export const DETECTION = {
  // The saved choice is kept in localStorage and mirrored in the cookie the server picks a prerendered
  // document's language from (after the same query parameter); where they differ, localStorage is the
  // learner's, and a prerendered page loads again in it. Nothing is kept in sessionStorage: probing it costs a
  // synchronous storage round trip at start.
  order: ['querystring', 'localStorage', 'cookie', 'navigator', 'htmlTag'],
  lookupQuerystring: 'lng',
  lookupCookie: PREFERENCE_COOKIES.language,
  lookupLocalStorage: STORAGE_KEYS.language,
  caches: ['localStorage', 'cookie'],
  cookieMinutes: LANGUAGE_COOKIE_MINUTES,
  cookieOptions: { path: '/', sameSite: 'lax' as const },
};

/**
 * The supported language the browser's own choices name (query, cookie, saved choice, browser languages),
 * by detection alone: what the learner gets once a document prerendered in another language has hydrated.
 */
export function detectedLanguage(): Language {
  // With a best-match function in its services the detector answers every candidate, in order.
  const services = { languageUtils: { getBestMatchFromCodes: () => undefined } };
  const detected = new LanguageDetector(services as never, DETECTION).detect();
  const candidates = (Array.isArray(detected) ? detected : [detected]) as unknown[];
  for (const candidate of candidates) {
    const primary = typeof candidate === 'string' ? candidate.toLowerCase().split(/[-_]/, 1)[0] : '';
    const language = LANGUAGES.find((supported) => supported === primary);
    if (language) return language;
  }
  return FALLBACK_LANGUAGE;
}
