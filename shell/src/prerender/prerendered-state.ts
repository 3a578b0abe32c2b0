// Read by main.ts before the shared modules are negotiated: contracts is not shared, so it may be imported.
import {
  LANGUAGES,
  MOOD_THEMES,
  PRERENDERED_PAGES,
  PRERENDERED_STATE_ID,
  type PrerenderedState,
} from '@grammarpath/contracts';

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

/**
 * What the document's prerendered markup was rendered with (contracts' PrerenderedState), or null when the
 * page came without markup (a learner's page, or the edge could not prerender it): then the client renders.
 */
export function prerenderedState(doc: Document = document): PrerenderedState | null {
  const element = doc.getElementById(PRERENDERED_STATE_ID);
  if (!element?.textContent || !doc.getElementById('root')?.hasChildNodes()) return null;
  try {
    const state = JSON.parse(element.textContent) as Partial<PrerenderedState>;
    if (
      isOneOf(PRERENDERED_PAGES, state.page) &&
      isOneOf(LANGUAGES, state.language) &&
      isOneOf(MOOD_THEMES, state.theme)
    )
      return { page: state.page, language: state.language, theme: state.theme };
  } catch {
    // A document with broken state renders on the client.
  }
  return null;
}
