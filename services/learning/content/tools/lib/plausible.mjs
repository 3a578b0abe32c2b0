// Which complete parses of a rearrange item's candidate orders count as grammatical alternatives.
//
// link-grammar's English dictionary finds a complete linkage for many word salads ("Market company the losing
// has been steadily share." parses as an imperative with a relative clause). A candidate order therefore
// counts only when its best linkage is as plausible as the item's own answers:
//   - sentence type: a question (a link from LEFT-WALL labelled Q*, Wq, Ws or Wj) or not, as one of the
//     accepted orders is (an answer ending in "." is not a question, and the reverse);
//   - the same words in the same parts of speech (dictionary subscripts) as one of the accepted orders:
//     moving constituents does not turn "market share" into a verb;
//   - a disjunct cost at most COST_MARGIN above the highest cost of the accepted orders.
// When no accepted order parses (parser limits), the type follows the final punctuation and the cost
// limit is FALLBACK_COST, with no part-of-speech check.
export const COST_MARGIN = 0;
export const FALLBACK_COST = 1;
export const PLAUSIBILITY_RULE = `question type as accepted; same POS as accepted; cost <= accepted + ${COST_MARGIN} (else ${FALLBACK_COST})`;

const QUESTION = /^(Q|Wq|Ws|Wj)/;
export const isQuestion = (info) => info.wall.some((label) => QUESTION.test(label));

/** A short stable hash (FNV-1a, 32 bits, hex) of a string. */
export function shortHash(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

/** The cached form of a complete parse: [cost, link length, question 1/0, hash of the parts of speech]. */
export const compactParse = (info) => [
  info.cost,
  info.length,
  isQuestion(info) ? 1 : 0,
  shortHash(partsOfSpeech(info)),
];

/** The words with their dictionary subscripts, lower-cased and sorted: "been.v company.n has.v ...". */
export function partsOfSpeech(info) {
  return info.words
    .split(' ')
    .map((w) => w.toLowerCase().replace(/\[[^\]]*\]/g, ''))
    .sort()
    .join(' ');
}

/**
 * A predicate over compact parses (see compactParse), built from the compact parses of the item's accepted
 * orders (null entries: accepted orders without a complete linkage) and the final punctuation of its answer.
 */
export function plausibleFilter(acceptedParses, finalPunctuation) {
  const parsed = acceptedParses.filter(Boolean);
  if (parsed.length === 0) {
    const question = finalPunctuation === '?' ? 1 : 0;
    return (p) => Boolean(p) && p[2] === question && p[0] <= FALLBACK_COST;
  }
  const types = new Set(parsed.map((p) => p[2]));
  const pos = new Set(parsed.map((p) => p[3]));
  const maxCost = Math.max(...parsed.map((p) => p[0])) + COST_MARGIN;
  return (p) => Boolean(p) && types.has(p[2]) && pos.has(p[3]) && p[0] <= maxCost + 1e-9;
}
