import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { STORAGE_KEYS } from '@grammarpath/contracts';
import { i18n, initI18n, registerTranslations, translationsReady } from './i18n';

/** Every text a component rendered, in order: what the learner could have seen. */
const seen: string[] = [];

function Greeting({ ns }: { ns: string }) {
  const { t } = useTranslation(ns);
  const text = t('greeting');
  seen.push(text);
  return <p>{text}</p>;
}

/** A loader the test finishes when it wants to, counting its calls. */
function deferredLoader(bundle: { greeting: string }) {
  let finish = () => undefined as void;
  const loader = jest.fn(
    () =>
      new Promise<{ greeting: string }>((resolve) => {
        finish = () => resolve(bundle);
      }),
  );
  return { loader, finish: () => finish() };
}

const unused = () => jest.fn(async () => ({ greeting: 'unused' }));

describe('lazy translation bundles for a Japanese learner', () => {
  beforeAll(async () => {
    localStorage.setItem(STORAGE_KEYS.language, 'ja-JP');
    registerTranslations('start', {
      en: { greeting: 'Hello' },
      ja: async () => ({ greeting: 'こんにちは' }),
      vi: unused(),
      zh: unused(),
    });
    initI18n();
    await translationsReady();
  });

  beforeEach(() => {
    seen.length = 0;
  });

  it('has the namespaces known at start in Japanese before the first render', () => {
    render(<Greeting ns="start" />);
    expect(screen.getByText('こんにちは')).toBeInTheDocument();
    expect(seen).not.toContain('Hello');
    expect(i18n.t('session.loading', { ns: 'platform' })).toBe('ログイン状態を確認しています…');
    expect(document.documentElement.lang).toBe('ja');
  });

  it('waits for a namespace registered later (a remote) instead of showing English', async () => {
    const ja = deferredLoader({ greeting: 'ようこそ' });
    const vi = unused();
    registerTranslations('remote', { en: { greeting: 'Welcome' }, ja: ja.loader, vi, zh: unused() });
    render(
      <Suspense fallback={<p>loading</p>}>
        <Greeting ns="remote" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();

    await act(async () => ja.finish());
    expect(await screen.findByText('ようこそ')).toBeInTheDocument();
    expect(seen).toEqual(['ようこそ']);
    expect(ja.loader).toHaveBeenCalledTimes(1);
    expect(vi).not.toHaveBeenCalled();
  });
});
