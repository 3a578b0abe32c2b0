import {
  DEFAULT_THEME,
  MOOD_THEMES,
  PREFERENCE_COOKIES,
  STORAGE_KEYS,
  type MoodTheme,
} from '@grammarpath/contracts';

export interface MoodThemeDefinition {
  id: MoodTheme;
  /** antd colorPrimary: at least 4.5:1 with white text on it, and as text on white, grey and the theme's background. */
  primary: string;
  /** A darker primary that keeps at least 7:1 contrast on white, for the high-contrast variant. */
  highContrastPrimary: string;
  icon: string;
  background: string;
  /** i18n keys in the platform namespace. */
  nameKey: string;
  descriptionKey: string;
}

function define(
  id: MoodTheme,
  primary: string,
  highContrastPrimary: string,
  icon: string,
  from: string,
  to: string,
) {
  return {
    id,
    primary,
    highContrastPrimary,
    icon,
    background: `linear-gradient(135deg, ${from} 0%, ${to} 100%)`,
    nameKey: `theme.${id}.name`,
    descriptionKey: `theme.${id}.description`,
  };
}

export const MOOD_THEME_DEFINITIONS: Record<MoodTheme, MoodThemeDefinition> = {
  calm: define('calm', '#1d4ed8', '#1e3a8a', '🌊', '#eff6ff', '#dbeafe'),
  energetic: define('energetic', '#c2410c', '#7c2d12', '⚡', '#fff7ed', '#ffedd5'),
  focused: define('focused', '#6d28d9', '#3b0764', '🎯', '#f5f3ff', '#ede9fe'),
  // Sunny yellows (SPEC §6), apart from energetic's orange: a dark gold that white text and the yellow
  // background still read on.
  cheerful: define('cheerful', '#7a6400', '#4d3f00', '☀️', '#fef9c3', '#fef08a'),
  serene: define('serene', '#047857', '#064e3b', '🌿', '#ecfdf5', '#d1fae5'),
};

export function isMoodTheme(value: unknown): value is MoodTheme {
  return typeof value === 'string' && (MOOD_THEMES as readonly string[]).includes(value);
}

/** The saved theme if it is valid, else `fallback` (calm). */
export function readSavedTheme(fallback: MoodTheme = DEFAULT_THEME): MoodTheme {
  try {
    const saved = localStorage.getItem(STORAGE_KEYS.theme);
    return isMoodTheme(saved) ? saved : fallback;
  } catch {
    return fallback;
  }
}

/** The theme in a cookie, from which the server renders a visitor's pages. */
export function mirrorThemeInCookie(theme: MoodTheme): void {
  document.cookie = `${PREFERENCE_COOKIES.theme}=${theme}; path=/; max-age=31536000; samesite=lax`;
}

/** Saves the choice locally (and in the cookie). */
export function saveTheme(theme: MoodTheme): void {
  mirrorThemeInCookie(theme);
  try {
    localStorage.setItem(STORAGE_KEYS.theme, theme);
  } catch {
    // Storage can be unavailable (private mode); the choice still applies for this visit.
  }
}
