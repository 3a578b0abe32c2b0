import { LANGUAGES, MOOD_THEMES, RENDERED_STATE_ID, type RenderedState } from '@grammarpath/contracts';

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

/**
 * What a learner's page rendered by the shell's renderer was rendered with (contracts' RenderedState), or
 * null when the page came without markup (the client-rendered index.html): then the client renders.
 */
export function renderedState(doc: Document = document): RenderedState | null {
  const element = doc.getElementById(RENDERED_STATE_ID);
  if (!element?.textContent || !doc.getElementById('root')?.hasChildNodes()) return null;
  try {
    const state = JSON.parse(element.textContent) as Partial<RenderedState>;
    if (isOneOf(LANGUAGES, state.language) && isOneOf(MOOD_THEMES, state.theme))
      return { language: state.language, theme: state.theme, queries: state.queries };
  } catch {
    // A document with broken state renders on the client.
  }
  return null;
}
