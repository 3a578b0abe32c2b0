// Read by main.ts before the shared modules are negotiated: contracts is not shared, so it may be imported.
import {
  LANGUAGES,
  MOOD_THEMES,
  PRERENDERED_PAGES,
  PRERENDERED_STATE_ID,
  type PrerenderedState,
} from '@grammarpath/contracts';
import { documentState, isOneOf } from './document-state';

/**
 * What the document's prerendered markup was rendered with (contracts' PrerenderedState), or null when the
 * page came without markup (a learner's page, or the edge could not prerender it): then the client renders.
 */
export function prerenderedState(doc: Document = document): PrerenderedState | null {
  return documentState<PrerenderedState>(
    PRERENDERED_STATE_ID,
    (state) =>
      isOneOf(PRERENDERED_PAGES, state.page) &&
      isOneOf(LANGUAGES, state.language) &&
      isOneOf(MOOD_THEMES, state.theme)
        ? { page: state.page, language: state.language, theme: state.theme }
        : null,
    doc,
  );
}
