import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { setupI18n } from './i18n/setup-i18n';
import { ensureRemotesRegistered } from './remotes/remotes-config';
import { primeUserQuery } from './session/prime-user-query';
import { applyAntdStylesheet } from './styles/antd-stylesheet';
import { suppressBenignErrors } from './errors/suppress-benign-errors';

suppressBenignErrors();
const container = document.getElementById('root');
if (!container) throw new Error('No #root element to render into');

// A learner's page needs a remote soon: start fetching /remotes.json now (those pages wait for it, the frame
// does not).
ensureRemotesRegistered().catch((error: unknown) => console.error('Loading /remotes.json failed', error));

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
