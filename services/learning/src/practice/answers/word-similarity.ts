/** Levenshtein distance, for telling a misspelling from a different word. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current.push(Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost));
    }
    previous = current;
  }
  return previous[b.length];
}

const SUFFIXES = ['ies', 'ied', 'ing', 'est', 'es', 'ed', 'er', 'ly', "'s", 's', 'd', 'n'];

/** The stems a word may come from once an inflection is taken off (walks → walk, studies → study, making → make). */
function stems(word: string): Set<string> {
  const result = new Set([word]);
  for (const suffix of SUFFIXES) {
    if (!word.endsWith(suffix) || word.length - suffix.length < 2) continue;
    const stem = word.slice(0, -suffix.length);
    result.add(stem);
    if (suffix === 'ies' || suffix === 'ied') result.add(`${stem}y`);
    if (suffix === 'ing' || suffix === 'ed' || suffix === 'er' || suffix === 'est') result.add(`${stem}e`);
    if (/([b-df-hj-np-tv-z])\1$/.test(stem)) result.add(stem.slice(0, -1));
  }
  return result;
}

/** Two different forms of one word (walk / walks, study / studied, big / bigger): a grammar choice, not a typo. */
export function areInflections(a: string, b: string): boolean {
  if (a === b) return false;
  const fromA = stems(a);
  for (const stem of stems(b)) if (fromA.has(stem)) return true;
  return false;
}

/** A small slip of the keyboard: within 1 edit for short words, 2 for longer ones. */
export function isMisspelling(typed: string, expected: string): boolean {
  if (typed === expected) return false;
  const allowed = expected.length <= 4 ? 1 : 2;
  return editDistance(typed, expected) <= allowed;
}
