import type { PrerenderedPage } from '@grammarpath/contracts';
import { NotFoundPage } from '../pages/not-found/lazy-not-found-page';
import { AuthPage } from './app-routes';

/** Loads the code a prerendered page renders lazily, so that its hydration is one pass. */
export function loadPrerenderedPageCode(page: PrerenderedPage): Promise<void> {
  if (page === 'auth') return AuthPage.preload();
  if (page === 'not-found') return NotFoundPage.preload();
  return Promise.resolve();
}
