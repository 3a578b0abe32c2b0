import { TOASTS } from '../presentation/presentation';
import type { ToastOptions } from './use-toast';

const STORAGE_KEY = 'gp.carried-toast';

let lastToast: { options: ToastOptions; shownAt: number } | undefined;

export function noteToast(options: ToastOptions): void {
  lastToast = { options, shownAt: Date.now() };
}

/**
 * Keeps the toast still on screen for the next document, when a navigation loads one (a prerendered
 * visitor page moving to the app): the next page shows it for the time it had left.
 */
export function carryToastAcrossDocumentLoad(): void {
  if (!lastToast) return;
  const durationMs = lastToast.options.durationMs ?? TOASTS.defaultDurationMs;
  const leftMs = durationMs - (Date.now() - lastToast.shownAt);
  if (leftMs <= 0) return;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...lastToast.options, durationMs: leftMs }));
  } catch {
    // Storage refused (private mode, quota): the toast ends with its page, as before.
  }
}

/** The toast carried from the previous document, once. */
export function takeCarriedToast(): ToastOptions | undefined {
  try {
    const carried = sessionStorage.getItem(STORAGE_KEY);
    if (carried === null) return undefined;
    sessionStorage.removeItem(STORAGE_KEY);
    const options = JSON.parse(carried) as ToastOptions;
    return typeof options.title === 'string' ? options : undefined;
  } catch {
    return undefined;
  }
}
