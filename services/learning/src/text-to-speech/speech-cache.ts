import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** The text as it is read and cached: Unicode NFC, runs of white space as one space, trimmed. */
export function normaliseSpeechText(text: string): string {
  return text.normalize('NFC').replace(/\s+/gu, ' ').trim();
}

/**
 * The clip's identity: a hash of what decides its sound (the normalised text, the voice and `variant`,
 * which names the audio format and the providers in use). Used as the cache key and, quoted, as the ETag.
 */
export function speechKey(text: string, voice: string, variant: string): string {
  return createHash('sha256')
    .update(`${variant}\n${voice}\n${normaliseSpeechText(text)}`)
    .digest('base64url')
    .slice(0, 32);
}

/**
 * Clips kept in memory, bounded in bytes (least recently used out first), and one synthesis per key at a
 * time: a request for a clip that is being made waits for it rather than starting another. Losing the
 * cache (restart, another instance) only costs a new synthesis.
 */
export class SpeechCache {
  private readonly clips: LRUCache<string, Buffer>;
  private readonly pending = new Map<string, Promise<Buffer>>();

  constructor(maxBytes: number) {
    this.clips = new LRUCache<string, Buffer>({
      maxSize: maxBytes,
      // A clip larger than the whole cache is not kept (lru-cache refuses it rather than throwing).
      maxEntrySize: maxBytes,
      sizeCalculation: (clip) => Math.max(1, clip.length),
    });
  }

  /** The cached clip for `key`, or the one `make` gives (then cached). A failure is not cached. */
  async get(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
    const cached = this.clips.get(key);
    if (cached) return cached;
    const running = this.pending.get(key);
    if (running) return running;
    const made = make().then((clip) => {
      this.clips.set(key, clip);
      return clip;
    });
    this.pending.set(key, made);
    try {
      return await made;
    } finally {
      this.pending.delete(key);
    }
  }

  has(key: string): boolean {
    return this.clips.has(key);
  }

  /** Bytes held. */
  get size(): number {
    return this.clips.calculatedSize;
  }

  get count(): number {
    return this.clips.size;
  }
}
