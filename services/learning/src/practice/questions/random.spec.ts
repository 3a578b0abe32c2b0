import { sample, seededRandom } from './random';

/** The plain partial Fisher–Yates on a full copy, which sample() must match draw for draw. */
function sampleOnCopy<T>(items: readonly T[], n: number, random: () => number): T[] {
  const copy = [...items];
  const take = Math.min(n, copy.length);
  for (let i = 0; i < take; i += 1) {
    const j = i + Math.floor(random() * (copy.length - i));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, take);
}

describe('sample', () => {
  const items = Array.from({ length: 500 }, (_, i) => i);

  it('draws distinct items, at most as many as there are', () => {
    const drawn = sample(items, 40, seededRandom(3));
    expect(drawn).toHaveLength(40);
    expect(new Set(drawn).size).toBe(40);
    expect(sample([1, 2, 3], 10, seededRandom(3)).sort()).toEqual([1, 2, 3]);
  });

  it('draws what a Fisher–Yates on a copy draws with the same seed (daily challenges stay the same)', () => {
    for (const [seed, n] of [
      [1, 1],
      [7, 12],
      [42, 500],
    ]) {
      expect(sample(items, n, seededRandom(seed))).toEqual(sampleOnCopy(items, n, seededRandom(seed)));
    }
  });
});
