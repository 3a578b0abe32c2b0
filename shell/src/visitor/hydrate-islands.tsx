import { startTransition, StrictMode, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { MoodTheme } from '@grammarpath/contracts';
import { i18n, queryClient, USER_QUERY_KEY } from '@grammarpath/platform';
import { setupI18n } from '../i18n/setup-i18n';
import { ISLAND_ATTRIBUTE, ISLAND_NAMES, islandIdPrefix, type IslandName } from '../islands/island-names';
import { prerenderedState } from '../prerender/prerendered-state';
import { applyAntdStylesheet } from '../styles/antd-stylesheet';
import { suppressBenignErrors } from '../errors/suppress-benign-errors';
import { ISLAND_COMPONENTS } from './island-components';
import { IslandRoot } from './island-root';
import { reloadIn } from './load-again';
import { handOverTypedValues } from './typed-before-hydration';

// Loaded by main.ts when the visitor first reaches for the page: hydrates the page's islands (header controls,
// the forms, the sample question, the floating widgets), each on its own, with no Module Federation and no app
// around them. Anything else on the page is plain HTML: its links load documents.

const isIslandName = (name: string | null): name is IslandName =>
  (ISLAND_NAMES as readonly (string | null)[]).includes(name);

/** Hydrates one island: resolves once it has, with what was typed into it meanwhile handed over. */
function hydrateIsland(element: HTMLElement, name: IslandName, Component: ComponentType, theme: MoodTheme) {
  return new Promise<void>((resolve) => {
    const hydrated = () => {
      handOverTypedValues(element);
      resolve();
    };
    startTransition(() => {
      hydrateRoot(
        element,
        <StrictMode>
          <IslandRoot
            Component={Component}
            pathname={window.location.pathname}
            theme={theme}
            onHydrated={hydrated}
          />
        </StrictMode>,
        { identifierPrefix: islandIdPrefix(name) },
      );
    });
  });
}

/** Hydrates the prerendered page's islands, each on its own: resolves once every one has hydrated. */
export async function hydrateIslands(): Promise<void> {
  const state = prerenderedState();
  const root = document.getElementById('root');
  if (!state || !root) return;
  suppressBenignErrors();
  queryClient.setQueryData(USER_QUERY_KEY, null);
  const elements = [...root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)].flatMap((element) => {
    const name = element.getAttribute(ISLAND_ATTRIBUTE);
    return isIslandName(name) ? [{ element, name }] : [];
  });
  // antd's whole stylesheet, for what renders later (the page's own styles are inline).
  void applyAntdStylesheet();
  const [, ...components] = await Promise.all([
    setupI18n({ language: state.language }),
    ...elements.map(({ name }) => ISLAND_COMPONENTS[name]()),
  ]);
  await Promise.all(
    elements.map(({ element, name }, index) =>
      hydrateIsland(element, name, components[index] as ComponentType, state.theme),
    ),
  );
  // A language chosen here is the whole page's: loaded again in it.
  i18n.on('languageChanged', (language) => {
    if (language !== state.language) reloadIn(language);
  });
}
