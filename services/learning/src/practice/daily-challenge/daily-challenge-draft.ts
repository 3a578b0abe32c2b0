import {
  DAILY_CHALLENGE_QUESTION_COUNT,
  GRAMMAR_TOPICS,
  QUESTION_TYPES,
  type GrammarTopic,
} from '@grammarpath/contracts';
import { topicLabel } from '../answers/answer-diagnosis';
import { type CatalogIndex } from '../questions/catalog-index';
import { hashString, sample, seededRandom } from '../questions/random';

export interface DailyChallengeDraft {
  date: string;
  questionIds: number[];
  title: string;
  description: string;
}

function pickTopic(random: () => number): GrammarTopic {
  return GRAMMAR_TOPICS[Math.floor(random() * GRAMMAR_TOPICS.length)];
}

function randomOfDay(date: string): () => number {
  return seededRandom(hashString(`daily:${date}`));
}

/** The grammar topic of a day's challenge (the date decides it, so it needs no column of its own). */
export function dailyChallengeTopic(date: string): GrammarTopic {
  return pickTopic(randomOfDay(date));
}

/**
 * The challenge of one day, the same for every learner: a grammar topic chosen from the date, and two
 * questions of each type on it (any other question of the bank when the topic has too few).
 */
export function draftDailyChallenge(index: CatalogIndex, date: string): DailyChallengeDraft {
  const random = randomOfDay(date);
  const topic = pickTopic(random);
  const perType = Math.ceil(DAILY_CHALLENGE_QUESTION_COUNT / QUESTION_TYPES.length);
  const ids: number[] = [];
  for (const type of QUESTION_TYPES) {
    ids.push(...sample(index.byTypeAndTopic(type, topic), perType, random).map((e) => e.id));
  }
  if (ids.length < DAILY_CHALLENGE_QUESTION_COUNT) {
    const taken = new Set(ids);
    const rest = index.entries.filter((e) => !taken.has(e.id));
    ids.push(...sample(rest, DAILY_CHALLENGE_QUESTION_COUNT - ids.length, random).map((e) => e.id));
  }
  const label = topicLabel(topic);
  return {
    date,
    questionIds: ids.slice(0, DAILY_CHALLENGE_QUESTION_COUNT),
    title: `Daily challenge: ${label}`,
    description: `${DAILY_CHALLENGE_QUESTION_COUNT} questions on ${label.toLowerCase()}, of every question type. Everyone gets the same challenge today.`,
  };
}
