import { PREFERENCE_COOKIES, type Language, type MoodTheme } from '@grammarpath/contracts';

/** Whether the cookie the server picks a visitor page's theme from holds `theme`. */
export const themeCookieHolds = (theme: MoodTheme): boolean =>
  document.cookie.split(/;\s*/).includes(`${PREFERENCE_COOKIES.theme}=${theme}`);

/** The page in `language`, as a document load (the query parameter comes first in the gateway's choice). */
export function reloadIn(language: string): void {
  const url = new URL(window.location.href);
  url.searchParams.set(PREFERENCE_COOKIES.language, language);
  window.location.assign(url.href);
}

/**
 * Loads the prerendered page again when it was rendered in another language or theme than `wanted`: in the
 * language through the address, in the theme once its cookie holds it (never where cookies are refused,
 * which would load it again forever). Whether it does.
 */
export function loadAgainIn(
  rendered: { language: Language; theme: MoodTheme },
  wanted: { language: Language; theme: MoodTheme },
): boolean {
  if (wanted.language !== rendered.language) {
    reloadIn(wanted.language);
    return true;
  }
  if (wanted.theme !== rendered.theme && themeCookieHolds(wanted.theme)) {
    window.location.reload();
    return true;
  }
  return false;
}
