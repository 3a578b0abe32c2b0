// Where the correct option stands among an item's options, and whether that is predictable.

/** Option items by their number of options (3 or 4), with the index of the correct answer. */
function keyIndexes(questions) {
  const byCount = new Map();
  for (const q of questions) {
    if (!Array.isArray(q.options) || (q.options.length !== 3 && q.options.length !== 4)) continue;
    const index = q.options.indexOf(q.correctAnswer);
    if (index < 0) continue;
    if (!byCount.has(q.options.length)) byCount.set(q.options.length, []);
    byCount.get(q.options.length).push(index);
  }
  return byCount;
}

/** Percent of keys at each position, per number of options: { 3: { n, shares: [..] }, 4: {...} }. */
export function keyPositionShares(questions) {
  const out = {};
  for (const [count, indexes] of keyIndexes(questions)) {
    const shares = Array.from(
      { length: count },
      (_, i) => (100 * indexes.filter((x) => x === i).length) / indexes.length,
    );
    out[count] = { n: indexes.length, shares };
  }
  return out;
}

/**
 * A topic file's shares are checked once it has this many items with that number of options: below, even a
 * perfectly balanced file is more than a few points from uniform (one item of four options is 100 % / 0 %).
 */
export const MIN_ITEMS_PER_FILE = 20;

/**
 * Problems where a position's share of keys is more than `tolerance` points from uniform, across the bank
 * and per topic file (questions carry `file`), and a one-line summary of the bank's shares.
 */
export function keyPositionProblems(questions, tolerance) {
  const problems = [];
  const check = (label, list, minItems = 1) => {
    for (const [count, { n, shares }] of Object.entries(keyPositionShares(list))) {
      if (n < minItems) continue;
      const uniform = 100 / Number(count);
      shares.forEach((share, i) => {
        if (Math.abs(share - uniform) > tolerance)
          problems.push(
            `${label}: ${share.toFixed(0)} % of the ${n} ${count}-option items have the key at position ${i + 1} ` +
              `(uniform ${uniform.toFixed(0)} % ± ${tolerance}); run tools/shuffle-options.mjs`,
          );
      });
    }
  };
  check('bank', questions);
  const files = [...new Set(questions.map((q) => q.file).filter(Boolean))].sort();
  for (const f of files)
    check(
      f,
      questions.filter((q) => q.file === f),
      MIN_ITEMS_PER_FILE,
    );
  const shares = keyPositionShares(questions);
  const summary = Object.entries(shares)
    .map(
      ([count, { shares: s }]) =>
        `key positions (${count} options): ${s.map((x) => `${x.toFixed(0)}%`).join('/')}`,
    )
    .join(', ');
  return { problems, summary };
}
