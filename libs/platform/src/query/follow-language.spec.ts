import i18next from 'i18next';
import { QueryClient } from '@tanstack/react-query';
import { refetchOnLanguageChange } from './follow-language';

describe('refetchOnLanguageChange', () => {
  it('fetches every query again when the language changes, once per change', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'en', supportedLngs: ['en', 'ja'], resources: { en: {}, ja: {} } });
    const client = new QueryClient();
    const invalidate = jest.spyOn(client, 'invalidateQueries').mockResolvedValue();
    refetchOnLanguageChange(client, i18n);
    refetchOnLanguageChange(client, i18n);
    await i18n.changeLanguage('en');
    expect(invalidate).not.toHaveBeenCalled();
    await i18n.changeLanguage('ja');
    expect(invalidate).toHaveBeenCalledTimes(1);
  });
});
