import { type PublicQuestion } from '@grammarpath/contracts';
import { answerMatcher } from '../answers/answer-normalisation';
import { type Question } from './question.entity';
import { type Random, shuffled } from './random';

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

/** A question as the browser gets it: options shuffled for this quiz, and never its answers, notes or explanations. */
export function toPublicQuestion(question: Question, random: Random = Math.random): PublicQuestion {
  const view: PublicQuestion = {
    id: question.id,
    type: question.type,
    difficultyLevel: question.difficultyLevel,
    cefrLevel: question.cefrLevel,
    category: question.category,
    grammarTopics: question.grammarTopics,
    instruction: question.instruction,
  };
  if (question.sentence !== null) view.sentence = question.sentence;
  if (question.sentenceStart !== null) view.sentenceStart = question.sentenceStart;
  if (question.prompt !== null) view.prompt = question.prompt;
  if (question.options !== null) view.options = shuffled(question.options, random);
  if (question.words !== null) view.words = scrambledWords(question, random);
  if (question.resourceLinks?.length) view.resourceLinks = question.resourceLinks;
  if (question.audioUrl !== null) view.audioUrl = question.audioUrl;
  return view;
}
