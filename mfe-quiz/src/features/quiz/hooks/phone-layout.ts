import { VIEWPORT_CLASSES } from '@grammarpath/contracts';

/** For what differs while the viewport is unknown (usePhoneViewport's undefined): shown by CSS on one side only. */
export const PHONE_ONLY = VIEWPORT_CLASSES.compactOnly;
export const WIDE_ONLY = VIEWPORT_CLASSES.wideOnly;

/**
 * A length of `phone` px below the phone breakpoint and `wide` px (no more than `phone`) above it, chosen by
 * CSS, so that markup rendered on the server has its size at its first paint: `768px - 100vw` is positive
 * exactly on a phone-sized viewport, and scaled up it reaches one end of the clamp or the other.
 */
export function phoneSize(phone: number, wide: number): string {
  if (wide > phone) throw new Error('phoneSize: the phone size is the larger one');
  return `clamp(${wide}px, (768px - 100vw) * 10000, ${phone}px)`;
}
