import {
  detectedLanguage,
  mirrorThemeInCookie,
  readSavedTheme,
} from '@grammarpath/platform/saved-preferences';
import { nextTask } from '../deferred/next-task';
import { prerenderedState } from '../prerender/prerendered-state';
import { hydrateOnIntent } from './hydrate-on-intent';
import { loadAgainIn } from './load-again';

/**
 * The islands' code, evaluated in steps of a task each (React DOM, the providers every island renders in,
 * then the islands): in one step its evaluation was a single long task, blocking input for all of it.
 */
async function loadAndHydrateIslands(): Promise<void> {
  await import('react-dom/client');
  await nextTask();
  await import('./island-root');
  await nextTask();
  const islands = await import('./hydrate-islands');
  await islands.hydrateIslands();
}

// The entry of the visitor's prerendered pages (DESIGN.md §8), kept small: the page is read as it came, and
// its islands' code is fetched and run only when the visitor first reaches for it.
const root = document.getElementById('root');
const state = prerenderedState();
if (state && root) {
  // A language or theme this browser chose before, which the server could not know of (no cookie yet): the
  // page is loaded again in it, before anything else runs.
  const language = detectedLanguage();
  const theme = readSavedTheme(state.theme);
  if (theme !== state.theme) mirrorThemeInCookie(theme);
  if (!loadAgainIn(state, { language, theme })) hydrateOnIntent(root, loadAndHydrateIslands);
}
