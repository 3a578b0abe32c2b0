// The candidate orders of a rearrange item's tokens that the grammar check parses.
//
// Rule (CANDIDATE_RULE, stamped into the parse cache so that a change of rule re-parses):
// - the token that carries the final punctuation (. ? !) of the correct answer stays last;
// - every other token moves. A capitalised token is lower-cased when it is not first, unless it is "I"
//   (or I'm, I've, I'd, I'll), an acronym (UK, BBC), a day or month name, or capitalised in a non-initial
//   position in the correct or an accepted answer (a proper noun); the first token of each candidate is
//   capitalised;
// - with at most MAX_FULL_PERMUTATION movable tokens (items of up to 8 tokens with final punctuation),
//   every distinct permutation (at most 7! = 5,040);
// - with more, every order obtained from the correct answer or an accepted answer by moving one
//   contiguous chunk of tokens to another position (which includes swapping two adjacent chunks):
//   grammatical alternatives are displacements of constituents (an adverbial to the front or the end,
//   the order of two clauses, a particle after its object), and a full permutation of 9 tokens (40,320)
//   or 10 (362,880) is too slow to parse for every item.
export const MAX_FULL_PERMUTATION = 7;
export const CANDIDATE_RULE = `v1: final punctuation token last; all permutations up to ${MAX_FULL_PERMUTATION} movable tokens, else single chunk moves of the accepted orders`;

const FINAL = /[.?!]["'”’)]*$/;
const NAMES = new Set(
  'monday tuesday wednesday thursday friday saturday sunday january february march april may june july august september october november december'.split(
    ' ',
  ),
);

/** Straight apostrophes, NFKC, single spaces: the form tokens and sentences are compared and cached in. */
export function cleanText(text) {
  return text
    .normalize('NFKC')
    .replace(/[\u2018\u2019\u201A\u201B\u2032\u02BC]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

export const splitTokens = (text) => cleanText(text).split(' ').filter(Boolean);

/** The cache key of an item's tokens: the cleaned tokens, sorted, joined by single spaces (case kept). */
export const tokenSetKey = (words) =>
  words
    .map(cleanText)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .join(' ');

const bare = (token) => token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}']+$/gu, '');
const firstLetter = /\p{L}/u;

function capitalise(token) {
  const i = token.search(firstLetter);
  return i < 0 ? token : token.slice(0, i) + token[i].toUpperCase() + token.slice(i + 1);
}
function lowerFirst(token) {
  const i = token.search(firstLetter);
  return i < 0 ? token : token.slice(0, i) + token[i].toLowerCase() + token.slice(i + 1);
}

/** Whether a capitalised token keeps its capital away from the start of the sentence. */
export function keepsCapital(token, properNouns = new Set()) {
  const word = bare(token);
  if (!/^\p{Lu}/u.test(word)) return false;
  if (word === 'I' || /^I'/.test(word)) return true;
  if (word.length > 1 && word === word.toUpperCase()) return true;
  if (NAMES.has(word.toLowerCase())) return true;
  return properNouns.has(word);
}

/** Words capitalised in a non-initial position of any of the given orders (proper nouns). */
export function properNounsOf(orders) {
  const names = new Set();
  for (const order of orders) {
    splitTokens(order)
      .slice(1)
      .forEach((token) => {
        const word = bare(token);
        if (/^\p{Lu}/u.test(word)) names.add(word);
      });
  }
  return names;
}

/** Token → its form away from the sentence start. */
const baseForm = (token, properNouns) => (keepsCapital(token, properNouns) ? token : lowerFirst(token));

/** A sentence from tokens in base form: first token capitalised, single spaces. */
export const sentenceOf = (tokens) => tokens.map((t, i) => (i === 0 ? capitalise(t) : t)).join(' ');

function* distinctPermutations(items) {
  const sorted = [...items].sort();
  yield [...sorted];
  // Next lexicographic permutation (handles repeated tokens).
  for (;;) {
    let i = sorted.length - 2;
    while (i >= 0 && sorted[i] >= sorted[i + 1]) i -= 1;
    if (i < 0) return;
    let j = sorted.length - 1;
    while (sorted[j] <= sorted[i]) j -= 1;
    [sorted[i], sorted[j]] = [sorted[j], sorted[i]];
    let lo = i + 1;
    let hi = sorted.length - 1;
    while (lo < hi) {
      [sorted[lo], sorted[hi]] = [sorted[hi], sorted[lo]];
      lo += 1;
      hi -= 1;
    }
    yield [...sorted];
  }
}

function* chunkMoves(tokens) {
  const n = tokens.length;
  for (let i = 0; i < n; i += 1)
    for (let j = i + 1; j <= n; j += 1) {
      const chunk = tokens.slice(i, j);
      const rest = [...tokens.slice(0, i), ...tokens.slice(j)];
      for (let k = 0; k <= rest.length; k += 1) {
        if (k === i) continue;
        yield [...rest.slice(0, k), ...chunk, ...rest.slice(k)];
      }
    }
}

/** Whether an item with these tokens gets every permutation (its candidates depend on its tokens only). */
export function fullPermutation(words, correctAnswer) {
  const last = splitTokens(correctAnswer).at(-1) ?? '';
  const anchored = FINAL.test(last) && words.map(cleanText).includes(last);
  return words.length - (anchored ? 1 : 0) <= MAX_FULL_PERMUTATION;
}

/**
 * The candidate sentences of a rearrange item: { sentences: string[], full: boolean, seeds: string[] }.
 * `seeds` are the cleaned orders the chunk moves start from (empty for full permutation).
 */
export function candidateOrders({ words, correctAnswer, acceptedAnswers = [] }) {
  const orders = [correctAnswer, ...acceptedAnswers].map(cleanText);
  const properNouns = properNounsOf(orders);
  const tokens = words.map(cleanText);
  const correctTokens = splitTokens(correctAnswer);
  const last = correctTokens.at(-1) ?? '';
  const anchorIndex = FINAL.test(last) ? tokens.indexOf(last) : -1;
  const anchor = anchorIndex >= 0 ? baseForm(last, properNouns) : null;
  const movable = tokens.filter((_, i) => i !== anchorIndex).map((t) => baseForm(t, properNouns));
  const out = new Set();
  const add = (order) => out.add(sentenceOf(anchor ? [...order, anchor] : order));
  if (movable.length <= MAX_FULL_PERMUTATION) {
    for (const p of distinctPermutations(movable)) add(p);
    return { sentences: [...out], full: true, seeds: [] };
  }
  const seeds = [...new Set(orders)]
    .filter((o) => tokenSetKey(splitTokens(o)) === tokenSetKey(tokens))
    .sort();
  for (const seed of seeds) {
    let seedTokens = splitTokens(seed).map((t) => baseForm(t, properNouns));
    if (anchor) seedTokens = seedTokens.slice(0, -1);
    add(seedTokens);
    for (const moved of chunkMoves(seedTokens)) add(moved);
  }
  return { sentences: [...out], full: false, seeds };
}
