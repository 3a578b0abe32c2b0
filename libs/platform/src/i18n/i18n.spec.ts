import { i18n, initI18n, registerTranslations } from './i18n';

const bundles = (word: string) => ({ en: { word }, ja: { word: `${word}-ja` }, vi: { word }, zh: { word } });

describe('i18n', () => {
  it('keeps bundles registered before init and accepts them after', async () => {
    registerTranslations('early', bundles('before'));
    expect(i18n.isInitialized).toBeFalsy();

    initI18n();
    registerTranslations('late', bundles('after'));

    expect(i18n.t('word', { ns: 'early', lng: 'en' })).toBe('before');
    expect(i18n.t('word', { ns: 'late', lng: 'ja' })).toBe('after-ja');
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
