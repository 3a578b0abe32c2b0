import { LANGUAGES, MOOD_THEMES, RENDERED_STATE_ID, type RenderedState } from '@grammarpath/contracts';
import { documentState, isOneOf } from './document-state';

/**
 * What a learner's page rendered by the shell's renderer was rendered with (contracts' RenderedState), or
 * null when the page came without markup (the client-rendered index.html): then the client renders.
 */
export function renderedState(doc: Document = document): RenderedState | null {
  return documentState<RenderedState>(
    RENDERED_STATE_ID,
    (state) =>
      isOneOf(LANGUAGES, state.language) && isOneOf(MOOD_THEMES, state.theme)
        ? {
            language: state.language,
            theme: state.theme,
            guideOpen: state.guideOpen === true,
            queries: state.queries,
          }
        : null,
    doc,
  );
}
