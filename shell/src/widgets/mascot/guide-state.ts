import { useSyncExternalStore } from 'react';
import { matchPath } from 'react-router-dom';
import { PREFERENCE_COOKIES, ROUTES, type RouteName } from '@grammarpath/contracts';

/**
 * Set once the Grammar Guide has been shown open, or hidden by the learner: later visits start collapsed.
 * Kept in localStorage and mirrored in a cookie, from which the server renders the page as it will look.
 */
export const GUIDE_SEEN_KEY = PREFERENCE_COOKIES.guideSeen;

/** Pages that show the Grammar Guide's tip box of their own (the quiz player's, per question type). */
const PAGES_WITH_OWN_TIPS: readonly RouteName[] = ['quiz', 'dailyChallenge', 'mistakesReview'];

export type GuideState = 'expanded' | 'collapsed';

/** Whether the page at `pathname` has a Grammar Guide tip box of its own (then the frame's stays away). */
export function hasOwnTips(pathname: string): boolean {
  return PAGES_WITH_OWN_TIPS.some((name) => matchPath(ROUTES[name].pattern, pathname));
}

function readSeen(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  const inCookie =
    typeof document !== 'undefined' && document.cookie.split(/;\s*/).includes(`${GUIDE_SEEN_KEY}=true`);
  try {
    return inCookie || storage?.getItem(GUIDE_SEEN_KEY) === 'true';
  } catch {
    return inCookie;
  }
}

function writeSeen(storage: Pick<Storage, 'setItem'> | undefined): void {
  if (typeof document !== 'undefined')
    document.cookie = `${GUIDE_SEEN_KEY}=true; path=/; max-age=31536000; samesite=lax`;
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
/** The state prerendered markup was rendered in, which hydration starts from (see startGuideAsRendered). */
let renderedState: GuideState = 'collapsed';

/**
 * The prerendered page's Grammar Guide state: open on a first visit ever, else collapsed. The prerender
 * calls it before rendering a page, the client before hydrating that page.
 */
export function startGuideAsRendered(guideSeen: boolean): void {
  renderedState = guideSeen ? 'collapsed' : 'expanded';
}

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

/** The Grammar Guide's state, shared by the frame (where the open card sits) and the floating buttons. */
export function useGuideState(pathname: string): GuideState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => {
      if (state === undefined) {
        state = initialGuideState(pathname, storage());
        // Seen from now on; an older visit's flag gets its cookie too.
        if (state === 'expanded' || readSeen(storage())) writeSeen(storage());
      }
      return state;
    },
    () => renderedState,
  );
}

/** For tests: forget the state of this page view. */
export function resetGuideStateForTests(): void {
  state = undefined;
}
