import { useSyncExternalStore } from 'react';

/** Below antd's md breakpoint (768 px): phones get the compact header and the menu drawer. */
export const COMPACT_FRAME_QUERY = '(max-width: 767.98px)';

function query(): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function' ? window.matchMedia(COMPACT_FRAME_QUERY) : undefined;
}

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener?.('change', onChange);
  return () => list?.removeEventListener?.('change', onChange);
}

/**
 * True on a phone-sized viewport, read at the first render (no wide header flashing on a phone); undefined
 * while prerendered markup is being hydrated, where the server could not know the viewport: parts that
 * differ render both variants, and CSS (the frame's `gp-compact-only` and `gp-wide-only` classes, with the
 * same breakpoint) shows the right one until the next render decides.
 */
export function useCompactFrame(): boolean | undefined {
  return useSyncExternalStore<boolean | undefined>(
    subscribe,
    () => query()?.matches ?? false,
    () => undefined,
  );
}
