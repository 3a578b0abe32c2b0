import { Writable } from 'node:stream';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { dehydrate } from '@tanstack/react-query';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import type { Language, MoodTheme, RenderedState, User } from '@grammarpath/contracts';
import { i18n, queryClient, USER_QUERY_KEY } from '@grammarpath/platform';
import { App } from '../app';
import { prefetchFrame } from '../frame/prefetch-frame';
import { setupI18n } from '../i18n/setup-i18n';
import { initialGuideState, setDrawnGuideState } from '../widgets/mascot/guide-state';
import { GRAMMAR_TIPS_QUERY_KEY } from '../widgets/mascot/use-grammar-tips';
import { criticalStyles } from './critical-styles';
import { prefetchPage } from './prefetch-page';

export interface LearnerPageRequest {
  /** Path and query of the page. */
  url: string;
  language: Language;
  theme: MoodTheme;
  /** The learner, as identity answered GET /api/user for the request's cookies. */
  user: User;
  /** Whether the Grammar Guide was seen (its cookie): if not, the page is drawn with it open. */
  guideSeen: boolean;
}

export interface RenderedLearnerPage {
  /** The markup of #root. */
  html: string;
  /** antd's styles for that markup's first paint, as <style> elements the client's style cache recognises. */
  styles: string;
  state: RenderedState;
  /** What went wrong in regions left to the client (a remote missing, late or throwing). */
  errors: string[];
}

/**
 * Renders a learner's page as the browser's first render will draw it (the same session, language, theme and
 * query cache), waiting for the remotes' regions: each either rendered from its server container or, if that
 * failed or was late, left as its Suspense fallback for the client to render (React marks it so). Past
 * `deadlineMs` whatever is still pending is left to the client the same way. Nothing is streamed before the
 * whole page is there: a boundary revealed later would need an inline script, which the CSP forbids.
 */
export async function renderLearnerPage(
  { url, language, theme, user, guideSeen }: LearnerPageRequest,
  { deadlineMs, prefetchBudgetMs }: { deadlineMs: number; prefetchBudgetMs: number },
): Promise<RenderedLearnerPage> {
  await setupI18n({ language });
  await i18n.changeLanguage(language);
  queryClient.clear();
  queryClient.setQueryData(USER_QUERY_KEY, user);
  const address = new URL(url, 'http://renderer');
  const { pathname } = address;
  // The page's data, in the learner's language (API calls send it), before the page renders from the cache.
  const guide = initialGuideState(pathname, guideSeen);
  await prefetchPage(queryClient, address, {
    budgetMs: prefetchBudgetMs,
    shell: (client) => prefetchFrame(client, { guide }),
  });
  // Without its tips in time the open guide is left to the browser, as on a client-rendered page (no skeleton
  // drawn here for the client to replace).
  const guideOpen = guide === 'expanded' && queryClient.getQueryData(GRAMMAR_TIPS_QUERY_KEY) !== undefined;
  setDrawnGuideState(guideOpen ? 'expanded' : 'collapsed');
  const cache = createCache();
  const errors: string[] = [];
  const Router = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  const html = await new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const { pipe, abort } = renderToPipeableStream(
      <StrictMode>
        <StyleProvider cache={cache}>
          <App Router={Router} initialTheme={theme} />
        </StyleProvider>
      </StrictMode>,
      {
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onShellError: reject,
        onError(error) {
          errors.push(error instanceof Error ? error.message : String(error));
        },
        onAllReady() {
          clearTimeout(deadline);
          pipe(
            new Writable({
              write(chunk: Buffer, _encoding, done) {
                chunks.push(Buffer.from(chunk));
                done();
              },
              final(done) {
                resolve(Buffer.concat(chunks).toString('utf8'));
                done();
              },
            }),
          );
        },
      },
    );
    const deadline = setTimeout(
      () => abort(new Error(`The page took more than ${deadlineMs} ms`)),
      deadlineMs,
    );
  });
  return {
    html,
    styles: criticalStyles(extractStyle(cache), html),
    state: { language, theme, guideOpen, queries: dehydrate(queryClient) },
    errors,
  };
}
