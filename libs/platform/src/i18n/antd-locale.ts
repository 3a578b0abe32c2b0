import { useEffect, useState } from 'react';
import type { Locale } from 'antd/es/locale';
import { useTranslation } from 'react-i18next';
import type { Language } from '@grammarpath/contracts';
import { currentLanguage } from './i18n';

/** antd's own texts (empty states, pagination, pickers) per language; English is antd's default. */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: Locale }>> = {
  ja: () => import('antd/es/locale/ja_JP'),
  vi: () => import('antd/es/locale/vi_VN'),
  zh: () => import('antd/es/locale/zh_CN'),
};

/** The antd locale of the interface language, loaded only when that language is chosen. */
export function useAntdLocale(): Locale | undefined {
  const { i18n } = useTranslation();
  const [locales, setLocales] = useState<Partial<Record<Language, Locale>>>({});
  const language = i18n.isInitialized ? currentLanguage() : 'en';

  useEffect(() => {
    if (language === 'en' || locales[language]) return;
    let active = true;
    loaders[language]()
      .then(({ default: locale }) => {
        if (active) setLocales((loaded) => ({ ...loaded, [language]: locale }));
      })
      .catch((error: unknown) => console.error(`Loading antd's ${language} texts failed`, error));
    return () => {
      active = false;
    };
  }, [language, locales]);

  return locales[language];
}
