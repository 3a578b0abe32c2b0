import { StrictMode, type ReactElement, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { ROUTES, type PrerenderedPage, type PrerenderedState } from '@grammarpath/contracts';
import { i18n, queryClient, USER_QUERY_KEY } from '@grammarpath/platform';
import { App } from './app';
import { documentTitleOf } from './frame/document-title';
import { setupI18n } from './i18n/setup-i18n';
import { IslandMarkupContext } from './islands/island';
import { islandIdPrefix, PAGE_ISLANDS, type IslandName } from './islands/island-names';
import { ISLAND_COMPONENTS } from './visitor/island-components';
import { IslandRoot } from './visitor/island-root';

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

/** One boundary is never split out: revealing it would need an inline script, which the CSP forbids. */
async function prerenderHtml(element: ReactElement, identifierPrefix?: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element, {
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    ...(identifierPrefix !== undefined && { identifierPrefix }),
  });
  return readAll(prelude);
}

/**
 * Renders a visitor's page as the browser's first render will (no session, the given language and theme),
 * waiting for every lazy part; its interactive parts (islands) each rendered alone, as they are hydrated.
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
  // Each island alone first, as the visitor's entry (src/visitor/hydrate-islands.tsx) will hydrate it; the page then
  // holds that markup in the island's element.
  const islands: Partial<Record<IslandName, string>> = {};
  for (const name of PAGE_ISLANDS[page]) {
    const Component = await ISLAND_COMPONENTS[name]();
    islands[name] = await prerenderHtml(
      <StrictMode>
        <StyleProvider cache={cache}>
          <IslandRoot Component={Component} pathname={PAGE_PATHS[page]} theme={theme} />
        </StyleProvider>
      </StrictMode>,
      islandIdPrefix(name),
    );
  }
  const html = await prerenderHtml(
    <StrictMode>
      <StyleProvider cache={cache}>
        <IslandMarkupContext.Provider value={islands}>
          <App Router={Router} initialTheme={theme} />
        </IslandMarkupContext.Provider>
      </StyleProvider>
    </StrictMode>,
  );
  const missing = PAGE_ISLANDS[page].filter((name) => !html.includes(`data-island="${name}"`));
  if (missing.length > 0)
    throw new Error(`The ${page} page has no place for its islands ${missing.join(', ')}`);
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
export { DEHYDRATED_ATTRIBUTE } from './visitor/hydrate-on-intent';
