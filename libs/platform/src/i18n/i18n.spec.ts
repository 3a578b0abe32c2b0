import { i18n, initI18n, registerTranslations } from './i18n';

const bundles = (word: string) => ({
  en: { word },
  ja: async () => ({ word: `${word}-ja` }),
  vi: async () => ({ word }),
  zh: async () => ({ word }),
});

describe('i18n', () => {
  it('keeps bundles registered before init and accepts them after', async () => {
    registerTranslations('early', bundles('before'));
    expect(i18n.isInitialized).toBeFalsy();

    initI18n();
    registerTranslations('late', bundles('after'));

    expect(i18n.t('word', { ns: 'early', lng: 'en' })).toBe('before');
    expect(i18n.t('word', { ns: 'late', lng: 'en' })).toBe('after');
    await i18n.changeLanguage('ja');
    expect(i18n.t('word', { ns: 'early' })).toBe('before-ja');
    expect(i18n.t('word', { ns: 'late' })).toBe('after-ja');
    await i18n.changeLanguage('en');
  });

  it('falls back to English and makes the html lang follow the language', async () => {
    initI18n();
    await i18n.changeLanguage('ja');
    expect(document.documentElement.lang).toBe('ja');
    expect(i18n.t('toast.logoutSuccess.title', { ns: 'platform' })).toBe('ログアウトしました');
    await i18n.changeLanguage('fr');
    expect(i18n.t('toast.logoutSuccess.title', { ns: 'platform' })).toBe('Logged out successfully');
  });
});
