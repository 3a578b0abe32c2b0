import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { ROUTES, type PrerenderedPage, type PrerenderedState } from '@grammarpath/contracts';
import { i18n, queryClient, USER_QUERY_KEY } from '@grammarpath/platform';
import { App } from './app';
import { documentTitleOf } from './frame/document-title';
import { setupI18n } from './i18n/setup-i18n';

/** The path each page is rendered at; the 404 page at one no page owns. */
const PAGE_PATHS: Record<PrerenderedPage, string> = {
  home: ROUTES.home.href(),
  auth: ROUTES.auth.href(),
  'not-found': '/__not-found__',
};
const PAGE_TITLES = { home: 'home', auth: 'auth', 'not-found': 'notFound' } as const;

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** antd's styles for that markup, as <style> elements the client's style cache recognises. */
  styles: string;
  title: string;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Renders a visitor's page as the browser's first render will (no session, the given language and theme),
 * waiting for every lazy part. One boundary is never split out: revealing it would need an inline script,
 * which the Content-Security-Policy forbids.
 */
export async function renderPage({ page, language, theme }: PrerenderedState): Promise<RenderedPage> {
  await setupI18n({ language });
  await i18n.changeLanguage(language);
  queryClient.clear();
  queryClient.setQueryData(USER_QUERY_KEY, null);
  const cache = createCache();
  const Router = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[PAGE_PATHS[page]]}>{children}</MemoryRouter>
  );
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StyleProvider cache={cache}>
        <App Router={Router} initialTheme={theme} />
      </StyleProvider>
    </StrictMode>,
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const html = await readAll(prelude);
  return {
    html,
    styles: extractStyle(cache),
    title: documentTitleOf(PAGE_TITLES[page], (key) => i18n.t(key, { lng: language })),
  };
}

export {
  allPrerenderedStates,
  PRERENDERED_FOLDER,
  PRERENDERED_STATE_ID,
  prerenderedFileName,
} from '@grammarpath/contracts';
