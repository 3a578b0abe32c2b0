/** A function returning a number in [0, 1), like Math.random. */
export type Random = () => number;

/** A small seeded generator (mulberry32), so that a daily challenge is the same for everyone. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A 32-bit hash of a string (FNV-1a), to seed seededRandom. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A shuffled copy (Fisher–Yates). */
export function shuffled<T>(items: readonly T[], random: Random = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/**
 * Up to n items drawn at random without repeats: a partial Fisher–Yates that records only the positions it
 * swapped, so that drawing a few items from a large list costs O(n), not a copy of the list.
 */
export function sample<T>(items: readonly T[], n: number, random: Random = Math.random): T[] {
  const take = Math.min(n, items.length);
  const moved = new Map<number, T>();
  const at = (i: number): T => (moved.has(i) ? (moved.get(i) as T) : items[i]);
  const drawn: T[] = [];
  for (let i = 0; i < take; i += 1) {
    const j = i + Math.floor(random() * (items.length - i));
    drawn.push(at(j));
    moved.set(j, at(i));
  }
  return drawn;
}
