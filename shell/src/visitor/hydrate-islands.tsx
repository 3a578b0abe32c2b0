import { startTransition, StrictMode, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { detectedLanguage, i18n, queryClient, USER_QUERY_KEY } from '@grammarpath/platform';
import { PREFERENCE_COOKIES } from '@grammarpath/contracts';
import { setupI18n } from '../i18n/setup-i18n';
import { ISLAND_ATTRIBUTE } from '../islands/island';
import { ISLAND_NAMES, islandIdPrefix, type IslandName } from '../islands/island-names';
import { prerenderedState } from '../prerender/prerendered-state';
import { applyAntdStylesheet } from '../styles/antd-stylesheet';
import { suppressBenignErrors } from '../errors/suppress-benign-errors';
import { ISLAND_COMPONENTS } from './island-components';
import { IslandRoot } from './island-root';

// Loaded by main.ts once the page has been painted: hydrates the page's islands (header controls, the forms,
// the sample question, the floating widgets), each on its own, with no Module Federation and no app around
// them. Anything else on the page is plain HTML: its links load documents.

/** The page in `language`, as a document load (the query parameter comes first in the gateway's choice). */
function reloadIn(language: string) {
  const url = new URL(window.location.href);
  url.searchParams.set(PREFERENCE_COOKIES.language, language);
  window.location.assign(url.href);
}

const isIslandName = (name: string | null): name is IslandName =>
  (ISLAND_NAMES as readonly (string | null)[]).includes(name);

const state = prerenderedState();
const root = document.getElementById('root');
if (state && root) {
  suppressBenignErrors();
  queryClient.setQueryData(USER_QUERY_KEY, null);
  const elements = [...root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)].flatMap((element) => {
    const name = element.getAttribute(ISLAND_ATTRIBUTE);
    return isIslandName(name) ? [{ element, name }] : [];
  });
  const preferred = detectedLanguage();
  let waiting = elements.length;
  const hydrated = () => {
    waiting -= 1;
    if (waiting > 0) return;
    root.removeAttribute('inert');
    // A language chosen here, or saved before, is the whole page's: loaded again in it.
    if (preferred !== state.language) reloadIn(preferred);
    i18n.on('languageChanged', (language) => {
      if (language !== state.language) reloadIn(language);
    });
  };
  // antd's whole stylesheet, for what renders later (the page's own styles are inline).
  void applyAntdStylesheet();
  void Promise.all([
    setupI18n({ language: state.language }),
    ...elements.map(({ name }) => ISLAND_COMPONENTS[name]()),
  ]).then(([, ...components]) => {
    elements.forEach(({ element, name }, index) => {
      const Component = components[index] as ComponentType;
      startTransition(() => {
        hydrateRoot(
          element,
          <StrictMode>
            <IslandRoot
              Component={Component}
              pathname={window.location.pathname}
              theme={state.theme}
              onHydrated={hydrated}
            />
          </StrictMode>,
          { identifierPrefix: islandIdPrefix(name) },
        );
      });
    });
    if (elements.length === 0) root.removeAttribute('inert');
  });
}
