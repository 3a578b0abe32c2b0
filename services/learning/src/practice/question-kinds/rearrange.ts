import { answerMatcher } from '../answers/answer-normalisation';
import { type Question } from '../questions/question.entity';
import { type Random, shuffled } from '../questions/random';
import { type ServerQuestionKind } from './question-kind';

/** Each rearrange question's right answers, as the grader compares them, once per row (rows are shared and never change). */
const rightAnswersByRow = new WeakMap<Question, (answer: string) => boolean>();

function rightAnswers(question: Question): (answer: string) => boolean {
  let matches = rightAnswersByRow.get(question);
  if (!matches) {
    matches = answerMatcher([question.correctAnswer, ...(question.acceptedAnswers ?? [])]);
    rightAnswersByRow.set(question, matches);
  }
  return matches;
}

/** Tokens in an order that is not already the answer (when another order exists). */
function scrambledWords(question: Question, random: Random): string[] {
  const words = question.words ?? [];
  const isRightAnswer = rightAnswers(question);
  let order = shuffled(words, random);
  for (let tries = 0; tries < 5 && isRightAnswer(order.join(' ')); tries += 1) {
    order = shuffled(words, random);
  }
  return order;
}

/** Tokens, scrambled, to put in order. */
export const rearrange: ServerQuestionKind<'rearrange'> = {
  requiredContent: ['words', 'acceptedAnswers'],
  publicFields: (question, random) => ({ words: scrambledWords(question, random) }),
  grammarErrorOf: null,
};
