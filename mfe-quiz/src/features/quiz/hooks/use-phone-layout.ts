import { useSyncExternalStore } from 'react';

/** Below antd's md breakpoint (768 px), as the frame's compact layout: the answer's action bar is fixed below. */
export const PHONE_LAYOUT_QUERY = '(max-width: 767.98px)';

function query(): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_LAYOUT_QUERY) : undefined;
}

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener?.('change', onChange);
  return () => list?.removeEventListener?.('change', onChange);
}

/** True on a phone-sized viewport, from the first render. */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
