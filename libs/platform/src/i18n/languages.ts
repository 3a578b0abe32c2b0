import type { Language } from '@grammarpath/contracts';

/** Each language named in itself, as the language menu shows it. */
export const LANGUAGE_LABELS: Record<Language, string> = {
  en: 'English',
  ja: '日本語',
  vi: 'Tiếng Việt',
  zh: '中文',
};
