import { useSyncExternalStore } from 'react';
import { CATEGORIES, STORAGE_KEYS, type Category } from '@grammarpath/contracts';

/** A saved clip (SPEC §3), kept in local storage under `saved_audios`. */
export interface SavedAudioClip {
  id: string;
  text: string;
  label: string;
  /** ISO date-time of saving. */
  date: string;
  category: Category;
}

export interface SaveAudioInput {
  text: string;
  label?: string;
  category?: Category;
}

const listeners = new Set<() => void>();
let cached: SavedAudioClip[] | undefined;
const EMPTY: SavedAudioClip[] = [];

function isClip(value: unknown): value is SavedAudioClip {
  if (!value || typeof value !== 'object') return false;
  const clip = value as Record<string, unknown>;
  return typeof clip.id === 'string' && typeof clip.text === 'string' && clip.text.length > 0;
}

function normalise(clip: SavedAudioClip): SavedAudioClip {
  return {
    id: clip.id,
    text: clip.text,
    label: typeof clip.label === 'string' && clip.label ? clip.label : clip.text,
    date: typeof clip.date === 'string' ? clip.date : new Date(0).toISOString(),
    category: CATEGORIES.includes(clip.category) ? clip.category : 'general',
  };
}

function readStorage(): SavedAudioClip[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.savedAudio) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isClip).map(normalise) : EMPTY;
  } catch {
    return EMPTY;
  }
}

export function savedAudioClips(): SavedAudioClip[] {
  cached ??= readStorage();
  return cached;
}

function write(clips: SavedAudioClip[]): void {
  cached = clips;
  try {
    localStorage.setItem(STORAGE_KEYS.savedAudio, JSON.stringify(clips));
  } catch {
    // Unavailable or full storage: the list lasts for this visit.
  }
  listeners.forEach((listener) => listener());
}

function newId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * Saves a clip unless the same text is already saved. Returns the clip and whether it was added.
 * The label defaults to the text; the category to general.
 */
export function saveAudioClip({ text, label, category = 'general' }: SaveAudioInput): {
  clip: SavedAudioClip;
  added: boolean;
} {
  const trimmed = text.trim();
  const existing = savedAudioClips().find((clip) => clip.text === trimmed);
  if (existing) return { clip: existing, added: false };
  const clip: SavedAudioClip = {
    id: newId(),
    text: trimmed,
    label: label?.trim() || trimmed,
    date: new Date().toISOString(),
    category,
  };
  write([clip, ...savedAudioClips()]);
  return { clip, added: true };
}

export function removeAudioClip(id: string): void {
  write(savedAudioClips().filter((clip) => clip.id !== id));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.savedAudio || event.key === null) {
      cached = undefined;
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The saved clips, newest first, kept in step with local storage (also across tabs). */
export function useSavedAudios(): {
  clips: SavedAudioClip[];
  save: typeof saveAudioClip;
  remove: typeof removeAudioClip;
} {
  const clips = useSyncExternalStore(subscribe, savedAudioClips, () => EMPTY);
  return { clips, save: saveAudioClip, remove: removeAudioClip };
}

/** For tests: forget the in-memory copy so the next read comes from storage. */
export function resetSavedAudioCache(): void {
  cached = undefined;
}
