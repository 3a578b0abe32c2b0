import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { setupI18n } from './i18n/setup-i18n';
import { ensureRemotesRegistered } from './remotes/remotes-config';
import { primeUserQuery } from './session/prime-user-query';
import { suppressBenignErrors } from './suppress-benign-errors';

suppressBenignErrors();
const sessionKnown = primeUserQuery();
const translationsLoaded = setupI18n();
// Start fetching /remotes.json now; pages that need a remote wait for it, the frame does not.
ensureRemotesRegistered().catch((error: unknown) => console.error('Loading /remotes.json failed', error));

const container = document.getElementById('root');
if (!container) throw new Error('No #root element to render into');
// The first render waits for the session and for the active language's texts (no English flash).
void Promise.all([sessionKnown, translationsLoaded]).then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
