/** Apostrophe-like characters learners type for ' (curly quotes, primes, modifier letters, backticks). */
const APOSTROPHES = /[\u2018\u2019\u201A\u201B\u2032\u02BC\u02B9`\u00B4]/g;
const DOUBLE_QUOTES = /[\u201C\u201D\u201E\u201F\u2033]/g;
const FINAL_PUNCTUATION = /[\s.!?…]+$/u;

/**
 * The form two answers are compared in: case, spacing, straight or curly apostrophes and final
 * punctuation never make a right answer wrong.
 */
export function normaliseAnswer(answer: string): string {
  return answer
    .normalize('NFKC')
    .replace(APOSTROPHES, "'")
    .replace(DOUBLE_QUOTES, '"')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/\s+([,;:.!?])/g, '$1')
    .trim()
    .replace(FINAL_PUNCTUATION, '')
    .trim();
}

/** The words of a normalised answer, without the punctuation attached to them. */
export function answerWords(normalised: string): string[] {
  return normalised
    .split(' ')
    .map((word) => word.replace(/^[^\p{L}\p{N}']+|[^\p{L}\p{N}']+$/gu, ''))
    .filter((word) => word.length > 0);
}
