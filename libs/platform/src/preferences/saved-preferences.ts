// What a visitor's prerendered page checks as it loads, before any of React or i18next is there: the language
// and the theme this browser chose before (a package entry of its own, light enough for that page's entry).
export { detectedLanguage } from '../i18n/detected-language';
export { mirrorThemeInCookie, readSavedTheme } from '../theme/mood-themes';
