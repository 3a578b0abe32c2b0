import { useLayoutEffect, type RefObject } from 'react';

/**
 * The CSS variable holding the height of a bar fixed to the bottom of the viewport (a page's action bar on
 * a phone); unset when there is none. The frame lifts its floating buttons and its footer's reserve by it.
 */
export const BOTTOM_BAR_ROOM_VAR = '--gp-bottom-bar-room';

/** `px` plus the room a fixed bottom bar takes, as a CSS length. */
export function aboveBottomBar(px: number): string {
  return `calc(${px}px + var(${BOTTOM_BAR_ROOM_VAR}, 0px))`;
}

/** While mounted (and `active`), publishes the element's height as the bottom bar's room, following its size. */
export function useBottomBarRoom(ref: RefObject<HTMLElement | null>, active = true): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!active || !element) return undefined;
    const root = document.documentElement;
    const publish = () =>
      root.style.setProperty(BOTTOM_BAR_ROOM_VAR, `${Math.ceil(element.getBoundingClientRect().height)}px`);
    publish();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(publish) : undefined;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(BOTTOM_BAR_ROOM_VAR);
    };
  }, [ref, active]);
}
