import { useDeferredValue, useEffect, useState } from 'react';
import { PRERENDERED_STATE_ID, RENDERED_STATE_ID } from '@grammarpath/contracts';

/** Below antd's md breakpoint (768 px): phones get the compact frame and the quiz's fixed answer bar. */
export const PHONE_VIEWPORT_QUERY = '(max-width: 767.98px)';

/** Whether the page came drawn by the server (and is hydrated): its markup does not know the viewport. */
function serverDrawnPage(): boolean {
  return (
    typeof document === 'undefined' ||
    document.getElementById(RENDERED_STATE_ID) !== null ||
    document.getElementById(PRERENDERED_STATE_ID) !== null
  );
}

/** null on the server; false in a browser without media queries. */
function matchesNow(query: string): boolean | null {
  if (typeof window === 'undefined') return null;
  return typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/**
 * Whether the viewport matches `query`. On a page the server drew, undefined at a component's first render
 * and known from the next one on: the server cannot know the viewport, so what differs is rendered both ways
 * at first, each way marked with contracts' VIEWPORT_CLASSES, which CSS shows on one side only; the server's
 * markup is right at its first paint and hydrates as it is. The answer then comes in a deferred render, which
 * React runs in slices (useSyncExternalStore's came as a synchronous render of the whole subtree, one long
 * task). On a page the browser renders itself, known from the first render.
 */
export function useMediaQuery(query: string): boolean | undefined {
  const [matches, setMatches] = useState(() => matchesNow(query));
  const [unknownAtFirst] = useState(serverDrawnPage);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener?.('change', update);
    return () => list.removeEventListener?.('change', update);
  }, [query]);
  // null: React's "no initial value" is undefined.
  return useDeferredValue(matches, unknownAtFirst ? null : undefined) ?? undefined;
}

/** Whether the viewport is phone-sized (PHONE_VIEWPORT_QUERY); undefined at first, as useMediaQuery. */
export function usePhoneViewport(): boolean | undefined {
  return useMediaQuery(PHONE_VIEWPORT_QUERY);
}
