import { useSyncExternalStore } from 'react';
import { matchPath } from 'react-router-dom';
import { ROUTES, type RouteName } from '@grammarpath/contracts';

/** Set once the Grammar Guide has been shown open, or hidden by the learner: later visits start collapsed. */
export const GUIDE_SEEN_KEY = 'grammar-guide-seen';

/** Pages that show the Grammar Guide's tip box of their own (the quiz player's, per question type). */
const PAGES_WITH_OWN_TIPS: readonly RouteName[] = ['quiz', 'dailyChallenge', 'mistakesReview'];

export type GuideState = 'expanded' | 'collapsed';

/** Whether the page at `pathname` has a Grammar Guide tip box of its own (then the frame's stays away). */
export function hasOwnTips(pathname: string): boolean {
  return PAGES_WITH_OWN_TIPS.some((name) => matchPath(ROUTES[name].pattern, pathname));
}

function readSeen(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  try {
    return storage?.getItem(GUIDE_SEEN_KEY) === 'true';
  } catch {
    return false;
  }
}

function writeSeen(storage: Pick<Storage, 'setItem'> | undefined): void {
  try {
    storage?.setItem(GUIDE_SEEN_KEY, 'true');
  } catch {
    // Storage unavailable (private mode): the guide is remembered for this page view only.
  }
}

/** The state a visit starts in: expanded only if the guide was never seen and the page has no tips of its own. */
export function initialGuideState(
  pathname: string,
  storage: Pick<Storage, 'getItem'> | undefined,
): GuideState {
  return !readSeen(storage) && !hasOwnTips(pathname) ? 'expanded' : 'collapsed';
}

const storage = (): Storage | undefined => {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
};

let state: GuideState | undefined;
const listeners = new Set<() => void>();

function set(next: GuideState): void {
  state = next;
  // Shown open once is enough: from now on every visit starts collapsed.
  writeSeen(storage());
  listeners.forEach((listener) => listener());
}

let focusRequested = false;

/** Opens the guide; `focus` when the learner asked for it (its card then takes the focus, in view). */
export function expandGuide({ focus = false } = {}): void {
  focusRequested = focus;
  set('expanded');
}

/** Whether the card should take the focus as it appears (asked once). */
export function takeFocusRequest(): boolean {
  const requested = focusRequested;
  focusRequested = false;
  return requested;
}

export function collapseGuide(): void {
  if (state !== 'collapsed') set('collapsed');
}

/**
 * The Grammar Guide's state, shared by the frame (where the open card sits) and the floating buttons.
 * `decideLater`: collapsed without deciding the first visit's opening yet (see useFrameGuideState).
 */
export function useGuideState(pathname: string, decideLater = false): GuideState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => {
      if (state === undefined) {
        if (decideLater) return 'collapsed';
        state = initialGuideState(pathname, storage());
        if (state === 'expanded') writeSeen(storage());
      }
      return state;
    },
    () => 'collapsed',
  );
}

/** For tests: forget the state of this page view. */
export function resetGuideStateForTests(): void {
  state = undefined;
}
