import { useSyncExternalStore } from 'react';
import { VIEWPORT_CLASSES } from '@grammarpath/contracts';

/** Below antd's md breakpoint (768 px), as the frame's compact layout: the answer's action bar is fixed below. */
export const PHONE_LAYOUT_QUERY = '(max-width: 767.98px)';

/** For what differs while the viewport is unknown (usePhoneLayout's undefined): shown by CSS on one side only. */
export const PHONE_ONLY = VIEWPORT_CLASSES.compactOnly;
export const WIDE_ONLY = VIEWPORT_CLASSES.wideOnly;

function query(): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_LAYOUT_QUERY) : undefined;
}

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener?.('change', onChange);
  return () => list?.removeEventListener?.('change', onChange);
}

/**
 * True on a phone-sized viewport, from the first render; undefined while markup rendered on the server is
 * being hydrated (the server cannot know the viewport): what differs then is rendered both ways, each with
 * PHONE_ONLY or WIDE_ONLY, so the first paint is right and hydration moves nothing; the next render decides.
 */
export function usePhoneLayout(): boolean | undefined {
  return useSyncExternalStore<boolean | undefined>(
    subscribe,
    () => query()?.matches ?? false,
    () => undefined,
  );
}

/**
 * A length of `phone` px below the phone breakpoint and `wide` px (no more than `phone`) above it, chosen by
 * CSS, so that markup rendered on the server has its size at its first paint: `768px - 100vw` is positive
 * exactly on a phone-sized viewport, and scaled up it reaches one end of the clamp or the other.
 */
export function phoneSize(phone: number, wide: number): string {
  if (wide > phone) throw new Error('phoneSize: the phone size is the larger one');
  return `clamp(${wide}px, (768px - 100vw) * 10000, ${phone}px)`;
}
