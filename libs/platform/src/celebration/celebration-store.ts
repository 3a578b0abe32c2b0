import { useSyncExternalStore, type ReactNode } from 'react';
import type { CelebrationType } from '@grammarpath/contracts';
import { CELEBRATION } from '../presentation/presentation';

export interface CelebrationOptions {
  /** Chooses the icon: path, achievement, level, streak or stage. */
  type: CelebrationType;
  title: string;
  /** Text, or a sentence with grammar content marked in it (see ContentSentence). */
  message?: ReactNode;
  /** Runs once when the learner presses Continue, closes the dialog, or it closes by itself. */
  onContinue?: () => void;
  /** Close by itself: false by default; true closes after 7000 ms (SPEC §9), a number after that many ms. */
  autoClose?: boolean | number;
}

export interface ActiveCelebration extends CelebrationOptions {
  id: number;
  /** Milliseconds until it closes by itself; undefined when it waits for the learner. */
  autoCloseMs?: number;
}

let current: ActiveCelebration | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function notify(): void {
  listeners.forEach((listener) => listener());
}

function autoCloseMsOf(autoClose: CelebrationOptions['autoClose']): number | undefined {
  const value = autoClose ?? CELEBRATION.autoCloseByDefault;
  if (value === false) return undefined;
  return value === true ? CELEBRATION.autoCloseMs : value;
}

/** Shows the celebration dialog (replacing one already open, whose onContinue then runs). */
export function celebrate(options: CelebrationOptions): void {
  const previous = current;
  current = { ...options, id: nextId++, autoCloseMs: autoCloseMsOf(options.autoClose) };
  notify();
  previous?.onContinue?.();
}

/** Closes the dialog and runs its onContinue. Passing an id closes only that celebration. */
export function dismissCelebration(id?: number): void {
  if (!current || (id !== undefined && current.id !== id)) return;
  const closed = current;
  current = null;
  notify();
  closed.onContinue?.();
}

export function activeCelebration(): ActiveCelebration | null {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useActiveCelebration(): ActiveCelebration | null {
  return useSyncExternalStore(subscribe, activeCelebration, activeCelebration);
}

/**
 * `useCelebration().celebrate({ type, title, message, onContinue })` opens the one celebration dialog the
 * host mounts (PlatformProvider renders it), from any remote.
 */
export function useCelebration(): { celebrate: typeof celebrate; dismiss: () => void } {
  return { celebrate, dismiss: dismissCelebration };
}
