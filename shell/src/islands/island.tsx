import { createContext, useContext, type ReactNode } from 'react';
import { ISLAND_ATTRIBUTE, type IslandName } from './island-names';

/** While a visitor's page is prerendered: each island's markup, rendered alone beforehand. */
export const IslandMarkupContext = createContext<Partial<Record<IslandName, string>> | null>(null);

/**
 * An interactive part of a prerendered visitor's page (DESIGN.md §8), hydrated on its own by the visitor's
 * small entry (src/visitor/hydrate-islands.tsx) instead of with the whole app. In the prerender it holds the markup of
 * its island rendered alone, so that the client's hydration of that island alone matches it; anywhere else
 * (the app, tests) it is just its children.
 */
export function Island({ name, children }: { name: IslandName; children: ReactNode }) {
  const markup = useContext(IslandMarkupContext);
  if (markup === null) return children;
  return (
    <div
      {...{ [ISLAND_ATTRIBUTE]: name }}
      style={{ display: 'contents' }}
      dangerouslySetInnerHTML={{ __html: markup[name] ?? '' }}
    />
  );
}
