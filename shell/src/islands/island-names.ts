import type { PrerenderedPage } from '@grammarpath/contracts';

/** The attribute naming the island an element holds (the element is the island's own React root). */
export const ISLAND_ATTRIBUTE = 'data-island';

/** The interactive parts of the visitor's prerendered pages, each hydrated on its own. */
export const ISLAND_NAMES = [
  'header',
  'floating-widgets',
  'home-cta',
  'sample-question',
  'auth-tabs',
] as const;
export type IslandName = (typeof ISLAND_NAMES)[number];

/** The islands each prerendered page holds. */
export const PAGE_ISLANDS: Record<PrerenderedPage, readonly IslandName[]> = {
  home: ['header', 'home-cta', 'sample-question', 'floating-widgets'],
  auth: ['header', 'auth-tabs', 'floating-widgets'],
  'not-found': ['header', 'floating-widgets'],
};

/** `useId`'s prefix in an island: ids stay unique between the islands of one page. */
export const islandIdPrefix = (name: IslandName) => `gp-${name}-`;
