import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { detectedLanguage, queryClient, translationsReady } from '@grammarpath/platform';
import { nextTask } from './deferred/next-task';
import { setupI18n } from './i18n/setup-i18n';
import { renderedState } from './prerender/rendered-state';
import { ensureRemotesRegistered } from './remotes/remotes-config';
import { preloadRoute } from './routes/preload-route';
import { primeUserQuery } from './session/prime-user-query';
import { applyAntdStylesheet } from './styles/antd-stylesheet';
import { suppressBenignErrors } from './errors/suppress-benign-errors';
import { LazyGrammarGuideCard } from './widgets/lazy-widgets';
import { setDrawnGuideState } from './widgets/mascot/guide-state';

suppressBenignErrors();
const container = document.getElementById('root');
if (!container) throw new Error('No #root element to render into');

// A learner's page needs a remote soon: start fetching /remotes.json now (those pages wait for it, the frame
// does not).
ensureRemotesRegistered().catch((error: unknown) => console.error('Loading /remotes.json failed', error));

/** React's code for a boundary the server left to the client (a remote missing, late or throwing there). */
const CLIENT_RENDERED_BOUNDARY = /\b419\b|could not finish this Suspense boundary/;

// A page the shell's renderer drew (DESIGN.md §8): hydrated from exactly what it was rendered with (language,
// theme, query cache). Its #root is inert until then: a control that looks ready but drops a tap (or submits a
// form natively) would be worse than one not there yet. When the learner's own language is another (the
// server only knows the cookie, the browser also its saved choice), the page is rendered afresh in it. Read
// before i18next starts, which saves the language it starts with.
const server = renderedState();
const preferred = detectedLanguage();
const rendered = server && server.language === preferred ? server : null;
if (rendered) hydrate(queryClient, rendered.queries as DehydratedState);
// A first visit's page comes with the Grammar Guide open: hydration draws it so, from the tips in the cache.
if (rendered?.guideOpen) setDrawnGuideState('expanded');
const sessionKnown = primeUserQuery();
const translationsLoaded = setupI18n(rendered ? { language: rendered.language } : {});
// The first render waits for the session, for the active language's texts (no English flash) and for
// antd's stylesheet (no unstyled flash).
/** How long hydration waits for the page's code (its remote's, its lazy page's) before starting without it. */
const PRELOAD_WAIT_MS = 3000;
const pageCode = rendered
  ? Promise.race([
      Promise.all([
        preloadRoute(window.location.pathname)
          // The remote's own texts in the page's language, registered when its code ran.
          .then(() => translationsReady()),
        rendered.guideOpen ? LazyGrammarGuideCard.preload() : undefined,
      ]).catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, PRELOAD_WAIT_MS)),
    ])
  : undefined;
/**
 * The app's components (the frame, the routes' elements): downloaded alongside this file (preloaded with it),
 * evaluated in a task after this file's own graph rather than in the same long task.
 */
const appCode = nextTask().then(() => import(/* webpackPreload: true */ './app'));
void Promise.all([appCode, sessionKnown, translationsLoaded, applyAntdStylesheet(), pageCode]).then(
  ([{ App }]) => {
    if (!rendered) {
      container.removeAttribute('inert');
      createRoot(container).render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
      return;
    }
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App initialTheme={rendered.theme} onMounted={() => container.removeAttribute('inert')} />
        </StrictMode>,
        {
          onRecoverableError(error) {
            // A region the server left to the client is expected: the client renders it, as it would anyway.
            if (error instanceof Error && CLIENT_RENDERED_BOUNDARY.test(error.message)) return;
            console.error(error);
          },
        },
      );
    });
  },
);
