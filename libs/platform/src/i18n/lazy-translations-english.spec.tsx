import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, i18n, initI18n, registerTranslations, translationsReady } from './i18n';

/** A namespace whose non-English bundles count how often they are loaded. */
const loaders = {
  ja: jest.fn(async () => ({ greeting: 'こんにちは' })),
  vi: jest.fn(async () => ({ greeting: 'Xin chào' })),
  zh: jest.fn(async () => ({ greeting: '你好' })),
};

function Greeting() {
  const { t } = useTranslation('demo');
  return (
    <p>
      {t('greeting')} / {t('session.loading', { ns: 'platform' })}
    </p>
  );
}

describe('lazy translation bundles for an English learner', () => {
  beforeAll(async () => {
    registerTranslations('demo', { en: { greeting: 'Hello' }, ...loaders });
    initI18n();
    await translationsReady();
  });

  it('starts in English without loading any other language', () => {
    render(<Greeting />);
    expect(screen.getByText('Hello / Checking your session…')).toBeInTheDocument();
    expect(currentLanguage()).toBe('en');
    expect(loaders.ja).not.toHaveBeenCalled();
    expect(loaders.vi).not.toHaveBeenCalled();
    expect(loaders.zh).not.toHaveBeenCalled();
    expect(i18n.hasResourceBundle('ja', 'platform')).toBe(false);
  });

  it('loads only the chosen language when the learner switches, and re-renders in it', async () => {
    render(<Greeting />);
    await act(() => i18n.changeLanguage('ja'));
    expect(screen.getByText('こんにちは / ログイン状態を確認しています…')).toBeInTheDocument();
    expect(loaders.ja).toHaveBeenCalledTimes(1);
    expect(loaders.vi).not.toHaveBeenCalled();
    expect(loaders.zh).not.toHaveBeenCalled();
    expect(document.documentElement.lang).toBe('ja');

    await act(() => i18n.changeLanguage('en'));
    await act(() => i18n.changeLanguage('ja'));
    expect(loaders.ja).toHaveBeenCalledTimes(1);
  });
});
