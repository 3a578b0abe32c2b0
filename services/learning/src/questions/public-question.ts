import { type PublicQuestion } from '@grammarpath/contracts';
import { normaliseAnswer } from '../answers/answer-normalisation';
import { type Question } from './question.entity';
import { type Random, shuffled } from './random';

/** Each rearrange question's right answers, normalised once per row (rows are shared and never change). */
const rightAnswersByRow = new WeakMap<Question, ReadonlySet<string>>();

function rightAnswers(question: Question): ReadonlySet<string> {
  let answers = rightAnswersByRow.get(question);
  if (!answers) {
    answers = new Set([question.correctAnswer, ...(question.acceptedAnswers ?? [])].map(normaliseAnswer));
    rightAnswersByRow.set(question, answers);
  }
  return answers;
}

/** Tokens in an order that is not already the answer (when another order exists). */
function scrambledWords(question: Question, random: Random): string[] {
  const words = question.words ?? [];
  const answers = rightAnswers(question);
  let order = shuffled(words, random);
  for (let tries = 0; tries < 5 && answers.has(normaliseAnswer(order.join(' '))); tries += 1) {
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
