import { useEffect, useState } from 'react';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import { useTranslation } from 'react-i18next';
import type { Language } from '@grammarpath/contracts';
import { currentLanguage } from './i18n';

/** antd's own texts (empty states, pagination, pickers) per language; English is antd's default. */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: Locale }>> = {
  ja: () => import('antd/es/locale/ja_JP'),
  vi: () => import('antd/es/locale/vi_VN'),
  zh: () => import('antd/es/locale/zh_CN'),
};

const loaded: Partial<Record<Language, Locale>> = { en: enUS };

/** Loads a language's antd texts once; hosts await it with the translations, before the first render. */
export async function loadAntdLocale(language: Language): Promise<void> {
  if (language !== 'en' && !loaded[language]) loaded[language] = (await loaders[language]()).default;
}

/**
 * The antd locale of the interface language. Always a locale (English until another language's texts are
 * there): antd's ConfigProvider wraps its children in a locale provider only when given one, so going from
 * none to one would remount the whole page, and throw away markup being hydrated.
 */
export function useAntdLocale(): Locale {
  const { i18n } = useTranslation();
  const language = i18n.isInitialized ? currentLanguage() : 'en';
  const [, setLoadedCount] = useState(0);
  useEffect(() => {
    if (loaded[language]) return;
    let active = true;
    loadAntdLocale(language)
      .then(() => {
        if (active) setLoadedCount((count) => count + 1);
      })
      .catch((error: unknown) => console.error(`Loading antd's ${language} texts failed`, error));
    return () => {
      active = false;
    };
  }, [language]);
  return loaded[language] ?? enUS;
}
