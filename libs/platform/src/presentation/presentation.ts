/**
 * SPEC §9's presentation constants: timings and sizes only the front ends use (no service reads them),
 * kept with the platform rather than in contracts.
 */

/** The celebration dialog: confetti pieces and its optional auto-close. */
export const CELEBRATION = { pieces: 200, autoCloseMs: 7_000, autoCloseByDefault: false } as const;
/** Toasts: one at a time, shown for five seconds unless told otherwise. */
export const TOASTS = { limit: 1, removeDelayMs: 1_000_000, defaultDurationMs: 5_000 } as const;
/** How long the read-aloud toasts stay. */
export const AUDIO_TOAST_MS = 3_000;
/** The pause between a successful login and the move to the home page. */
export const REDIRECT_AFTER_LOGIN_MS = 100;
/** The pause between a logout (or an ended session) and the move to /auth. */
export const REDIRECT_AFTER_LOGOUT_MS = 300;
/** The Grammar Guide folds itself away after this long. */
export const MASCOT_COLLAPSE_MS = 10_000;
/** The saved-audio drawer's list height. */
export const SAVED_AUDIO_LIST_HEIGHT = '65vh';
