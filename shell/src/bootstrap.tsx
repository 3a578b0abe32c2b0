import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { detectedLanguage, i18n, queryClient, USER_QUERY_KEY } from '@grammarpath/platform';
import { App } from './app';
import { setupI18n } from './i18n/setup-i18n';
import { prerenderedState } from './prerender/prerendered-state';
import { loadPrerenderedPageCode } from './routes/prerendered-page-code';
import { ensureRemotesRegistered } from './remotes/remotes-config';
import { primeUserQuery } from './session/prime-user-query';
import { applyAntdStylesheet } from './styles/antd-stylesheet';
import { suppressBenignErrors } from './suppress-benign-errors';

suppressBenignErrors();
const container = document.getElementById('root');
if (!container) throw new Error('No #root element to render into');
const prerendered = prerenderedState();

// A learner's page needs a remote soon: start fetching /remotes.json now (those pages wait for it, the frame
// does not). A visitor's prerendered page needs none; the first remote it leads to fetches it.
if (!prerendered)
  ensureRemotesRegistered().catch((error: unknown) => console.error('Loading /remotes.json failed', error));

/** Calls `then` once the tree around it has been committed (for a hydration: once it has hydrated). */
function Committed({ then }: { then: () => void }) {
  useEffect(then, [then]);
  return null;
}

if (prerendered) {
  // Hydrate exactly what the server rendered (a visitor, its language and theme), with the page's code
  // loaded first (one pass), in slices that leave the main thread free between them; then let the page be
  // used, and follow the browser's own language if it differs.
  queryClient.setQueryData(USER_QUERY_KEY, null);
  const preferred = detectedLanguage();
  const hydrated = () => {
    container.removeAttribute('inert');
    if (preferred !== prerendered.language) void i18n.changeLanguage(preferred);
  };
  void Promise.all([
    setupI18n({ language: prerendered.language }),
    loadPrerenderedPageCode(prerendered.page),
  ]).then(() => {
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App initialTheme={prerendered.theme} />
          <Committed then={hydrated} />
        </StrictMode>,
      );
    });
  });
} else {
  const sessionKnown = primeUserQuery();
  const translationsLoaded = setupI18n();
  // The first render waits for the session, for the active language's texts (no English flash) and for
  // antd's stylesheet (no unstyled flash).
  void Promise.all([sessionKnown, translationsLoaded, applyAntdStylesheet()]).then(() =>
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
