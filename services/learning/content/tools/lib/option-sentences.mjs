// The sentence each option of an option item makes, when it makes one.
import { cleanText } from './candidates.mjs';

const BLANK = '_____';
const FULL_SENTENCE = /^["“']?\p{Lu}.*\S\s+\S.*[.?!]["”')]*$/u;
/** Prompts asking for the one correct (grammatical) sentence among full-sentence options. */
const ASKS_FOR_CORRECT = /\b(correct|correctly|grammatical|right)\b/i;
const ASKS_FOR_WRONG = /\b(incorrect|not correct|wrong|mistake|error|ungrammatical)\b/i;

/**
 * Option → sentence for the item's options, or null when the item's options do not make sentences that a
 * parser can judge (multiple choice about meaning, single words, prompts asking for the wrong sentence).
 */
export function optionSentences(question) {
  const options = question.options ?? [];
  if (options.length === 0) return null;
  if (question.type === 'fill_blank') {
    if (typeof question.sentence !== 'string' || question.sentence.split(BLANK).length !== 2) return null;
    return new Map(options.map((o) => [o, cleanText(question.sentence.replace(BLANK, o))]));
  }
  if (question.type === 'completion') {
    if (typeof question.sentenceStart !== 'string') return null;
    const start = question.sentenceStart.trim();
    return new Map(
      options.map((o) => [o, cleanText(/^[,;:.!?]/.test(o.trim()) ? start + o : `${start} ${o}`)]),
    );
  }
  if (question.type === 'multiple_choice') {
    const prompt = question.prompt ?? '';
    if (!ASKS_FOR_CORRECT.test(prompt) || ASKS_FOR_WRONG.test(prompt)) return null;
    if (!options.every((o) => FULL_SENTENCE.test(cleanText(o)))) return null;
    return new Map(options.map((o) => [o, cleanText(o)]));
  }
  return null;
}
