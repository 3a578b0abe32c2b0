import { useSyncExternalStore } from 'react';
import { matchPath } from 'react-router-dom';
import { PREFERENCE_COOKIES, ROUTES, type RouteName } from '@grammarpath/contracts';

/**
 * Set once the Grammar Guide has been shown open, or hidden by the learner: later visits start collapsed. Kept
 * in a cookie (contracts PREFERENCE_COOKIES), which the renderer reads to draw a first visit's open guide, and
 * in localStorage, where visits from before the cookie kept it.
 */
export const GUIDE_SEEN_KEY = PREFERENCE_COOKIES.guideSeen;
const SEEN = 'true';
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Pages that show the Grammar Guide's tip box of their own (the quiz player's, per question type). */
const PAGES_WITH_OWN_TIPS: readonly RouteName[] = ['quiz', 'dailyChallenge', 'mistakesReview'];

export type GuideState = 'expanded' | 'collapsed';

/** Whether the page at `pathname` has a Grammar Guide tip box of its own (then the frame's stays away). */
export function hasOwnTips(pathname: string): boolean {
  return PAGES_WITH_OWN_TIPS.some((name) => matchPath(ROUTES[name].pattern, pathname));
}

/** Whether the guide was seen, by either record: the cookie's value, or localStorage (unreadable: not seen). */
export function guideSeen({
  cookie,
  storage,
}: {
  cookie?: string;
  storage?: Pick<Storage, 'getItem'>;
}): boolean {
  if (cookie === SEEN) return true;
  try {
    return storage?.getItem(GUIDE_SEEN_KEY) === SEEN;
  } catch {
    return false;
  }
}

/** The seen cookie's value in a `document.cookie` string. */
export function seenCookieOf(cookies: string): string | undefined {
  const prefix = `${GUIDE_SEEN_KEY}=`;
  return cookies
    .split(/;\s*/)
    .find((cookie) => cookie.startsWith(prefix))
    ?.slice(prefix.length);
}

const storage = (): Storage | undefined => {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
};

const browserCookies = () => (typeof document === 'undefined' ? '' : document.cookie);

function readSeen(): boolean {
  return guideSeen({ cookie: seenCookieOf(browserCookies()), storage: storage() });
}

function writeSeen(): void {
  if (typeof document !== 'undefined')
    document.cookie = `${GUIDE_SEEN_KEY}=${SEEN}; path=/; max-age=${COOKIE_MAX_AGE_S}; samesite=lax`;
  try {
    storage()?.setItem(GUIDE_SEEN_KEY, SEEN);
  } catch {
    // Storage unavailable (private mode): the cookie remembers it.
  }
}

/** The state a visit starts in: expanded only if the guide was never seen and the page has no tips of its own. */
export function initialGuideState(pathname: string, seen: boolean): GuideState {
  return !seen && !hasOwnTips(pathname) ? 'expanded' : 'collapsed';
}

/**
 * The state the page's markup from the server holds the guide in: the renderer's, for the page it renders; in
 * the browser, the one the server's page says it was drawn with, which hydration starts from. Collapsed
 * elsewhere (a visitor's prerendered page, a client-rendered one).
 */
let drawn: GuideState = 'collapsed';

export function setDrawnGuideState(next: GuideState): void {
  drawn = next;
}

/** Whether the page's server markup holds the open guide (its card is then rendered at once, not deferred). */
export function guideDrawnOpen(): boolean {
  return drawn === 'expanded';
}

let state: GuideState | undefined;
const listeners = new Set<() => void>();

function set(next: GuideState): void {
  state = next;
  // Shown open once is enough: from now on every visit starts collapsed.
  writeSeen();
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
        const seen = readSeen();
        state = initialGuideState(pathname, seen);
        // Opened now, or seen: recorded in both places (a visit from before the cookie gets it now).
        if (seen || state === 'expanded') writeSeen();
      }
      return state;
    },
    // On the server, and while hydrating the server's markup: what that markup holds.
    () => drawn,
  );
}

/** For tests: forget the state of this page view. */
export function resetGuideStateForTests(): void {
  state = undefined;
  drawn = 'collapsed';
}
