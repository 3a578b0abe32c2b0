// Deterministic option order for option items, so that the key's position is balanced and unpredictable.
import { shortHash } from './plausible.mjs';

const OPTION_TYPES = new Set(['fill_blank', 'completion', 'multiple_choice']);
const hash = (text) => parseInt(shortHash(text), 16);

/**
 * Reorders the options of one topic's option items in place; returns how many items changed.
 * Items with the same number of options are ranked by a hash of their key, and the item at rank r gets
 * its key at position (r + hash(topic)) mod n: every position takes the key equally often in the file
 * (within one item) and so in the bank. The wrong options follow in the order of a hash of key + option.
 * The result depends only on the items' keys and options, not on their current order: running it again
 * changes nothing.
 */
export function shuffleTopicOptions(topic, questions) {
  const groups = new Map();
  for (const q of questions) {
    if (!OPTION_TYPES.has(q.type) || !Array.isArray(q.options) || !q.options.includes(q.correctAnswer))
      continue;
    const n = q.options.length;
    if (!groups.has(n)) groups.set(n, []);
    groups.get(n).push(q);
  }
  let changed = 0;
  for (const [n, items] of groups) {
    const ranked = [...items].sort((a, b) => hash(a.key) - hash(b.key) || (a.key < b.key ? -1 : 1));
    const offset = hash(topic) % n;
    ranked.forEach((q, rank) => {
      const position = (rank + offset) % n;
      const wrong = q.options
        .filter((o) => o !== q.correctAnswer)
        .sort((a, b) => hash(`${q.key}\u0000${a}`) - hash(`${q.key}\u0000${b}`) || (a < b ? -1 : 1));
      const options = [...wrong.slice(0, position), q.correctAnswer, ...wrong.slice(position)];
      if (options.join('\u0000') !== q.options.join('\u0000')) {
        q.options = options;
        changed += 1;
      }
    });
  }
  return changed;
}
