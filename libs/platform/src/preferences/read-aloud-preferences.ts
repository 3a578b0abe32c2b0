import { useCallback, useSyncExternalStore } from 'react';

export interface ReadAloudPreferences {
  /** Speech rate, 0.5 to 2. */
  rate: number;
  autoPlay: boolean;
}

export const READ_ALOUD_STORAGE_KEY = 'read-aloud-preferences';
export const DEFAULT_READ_ALOUD: ReadAloudPreferences = { rate: 1, autoPlay: false };

const listeners = new Set<() => void>();
let cached: ReadAloudPreferences | undefined;

function read(): ReadAloudPreferences {
  if (cached) return cached;
  try {
    const parsed = JSON.parse(
      localStorage.getItem(READ_ALOUD_STORAGE_KEY) ?? '{}',
    ) as Partial<ReadAloudPreferences>;
    cached = {
      rate:
        typeof parsed.rate === 'number' ? Math.min(2, Math.max(0.5, parsed.rate)) : DEFAULT_READ_ALOUD.rate,
      autoPlay: typeof parsed.autoPlay === 'boolean' ? parsed.autoPlay : DEFAULT_READ_ALOUD.autoPlay,
    };
  } catch {
    cached = DEFAULT_READ_ALOUD;
  }
  return cached;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Read-aloud preferences, kept in this browser only. */
export function useReadAloudPreferences(): [
  ReadAloudPreferences,
  (change: Partial<ReadAloudPreferences>) => void,
] {
  const preferences = useSyncExternalStore(subscribe, read, read);
  const update = useCallback((change: Partial<ReadAloudPreferences>) => {
    cached = { ...read(), ...change };
    try {
      localStorage.setItem(READ_ALOUD_STORAGE_KEY, JSON.stringify(cached));
    } catch {
      // Unavailable storage: the preference lasts for this visit.
    }
    listeners.forEach((listener) => listener());
  }, []);
  return [preferences, update];
}
