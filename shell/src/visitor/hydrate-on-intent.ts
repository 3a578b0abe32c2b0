import { ISLAND_ATTRIBUTE } from '../islands/island-names';

/** What shows a visitor reaching for the page: a pointer coming over it, a touch, a key, a focus, a scroll. */
export const INTENT_EVENTS = [
  'pointerover',
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
  'scroll',
] as const;

/** The attribute a prerendered page's #root carries until its islands have hydrated. */
export const DEHYDRATED_ATTRIBUTE = 'data-dehydrated';

/** The element a click on an island is replayed on: its target, or the nearest HTML element around an icon's SVG. */
const islandTarget = (event: Event): HTMLElement | null => {
  let target = event.target instanceof Element ? event.target : null;
  if (!target?.closest(`[${ISLAND_ATTRIBUTE}]`)) return null;
  // A link works as it is: the islands' own router loads documents too.
  if (target.closest('a[href]')) return null;
  while (target && !(target instanceof HTMLElement)) target = target.parentElement;
  return target;
};

/**
 * Hydrates a prerendered visitor's page (`hydrate`) the first time the visitor reaches for it rather than
 * while it loads, so that reading the page costs no script at all (DESIGN.md §8's islands). Until the islands
 * have hydrated, a click aimed at one of them is held and then replayed on the same element (hydration keeps
 * the server's nodes), and no form inside them can be submitted natively. The page's links and text are
 * usable throughout.
 */
export function hydrateOnIntent(root: HTMLElement, hydrate: () => Promise<void>): void {
  let held: HTMLElement | null = null;
  let started = false;
  const holdClick = (event: MouseEvent) => {
    const target = islandTarget(event);
    if (!target) return;
    event.preventDefault();
    event.stopPropagation();
    held = target;
    start();
  };
  const holdSubmit = (event: SubmitEvent) => {
    if (islandTarget(event)) event.preventDefault();
  };
  const release = () => {
    document.removeEventListener('click', holdClick, true);
    document.removeEventListener('submit', holdSubmit, true);
    root.removeAttribute(DEHYDRATED_ATTRIBUTE);
    const replay = held;
    held = null;
    if (replay?.isConnected) replay.click();
  };
  function start() {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) document.removeEventListener(type, start, true);
    hydrate().then(release, (error: unknown) => {
      // Without the islands' code the page cannot be hydrated: its links and text stay usable.
      release();
      console.error('Loading the page code failed', error);
    });
  }
  document.addEventListener('click', holdClick, true);
  document.addEventListener('submit', holdSubmit, true);
  for (const type of INTENT_EVENTS) document.addEventListener(type, start, { capture: true, passive: true });
}
