import { onDemand } from '@grammarpath/platform';
import { EMPTY_DRAFT } from '../model/quiz-session';
import { englishInstruction, type QuestionKind } from './question-kind';

/**
 * The word indexes that spell a sentence, each word used once (the words may be shuffled differently from
 * when the sentence was sent); words of the sentence that are not in the list are left out.
 */
export function placedOf(words: readonly string[], sentence: string): number[] {
  const used = new Set<number>();
  const placed: number[] = [];
  for (const token of sentence.split(/\s+/).filter(Boolean)) {
    const index = words.findIndex((word, i) => word === token && !used.has(i));
    if (index < 0) continue;
    used.add(index);
    placed.push(index);
  }
  return placed;
}

/** Rearrange: the answer is the placed words joined by spaces (SPEC §4). */
export const rearrange: QuestionKind<'rearrange'> = {
  // Its view (and dnd-kit) loads when a rearrange question is near.
  Component: onDemand(() => import('./rearrange-view').then((module) => module.RearrangeView)),
  initialState: () => EMPTY_DRAFT,
  answerOf: (question, answer) => answer.placed.map((index) => question.words[index] ?? '').join(' '),
  draftOf: (question, answer) => ({ draft: '', placed: placedOf(question.words, answer) }),
  hasAnswer: (_question, answer) => answer.placed.length > 0,
  // No sentence to read before the words are placed: the instruction is read.
  speechText: (question) => englishInstruction(question),
};
