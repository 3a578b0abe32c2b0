import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PublicQuestion } from '@grammarpath/contracts';

/** The fields that identify a question, whatever its kind (a served PublicQuestion has some of them). */
interface IdentifyingFields {
  type: string;
  sentence?: string;
  sentenceStart?: string;
  prompt?: string;
  options?: string[];
  words?: string[];
  /** A served question's English instruction and prompt, when they came translated. */
  english?: { prompt?: string };
}

type ShippedQuestion = IdentifyingFields & { correctAnswer: string };

// The content every deployment is seeded with (the learning image's migrate step): the answer key of its
// quizzes, which the browser never receives before an answer is checked.
const CONTENT = join(__dirname, '..', '..', 'services', 'learning', 'content', 'questions');

/**
 * What identifies a served question in the content: its type, its text and its options in any order (a
 * rearrange item: its words in any order).
 */
const identity = (question: IdentifyingFields) =>
  JSON.stringify([
    question.type,
    question.sentence ?? question.sentenceStart ?? question.english?.prompt ?? question.prompt ?? '',
    [...(question.options ?? question.words ?? [])].sort(),
  ]);

let answers: Map<string, string> | undefined;

/** The right answer of a served question of any type, so a test can answer right or wrong. */
export function shippedAnswerOf(question: PublicQuestion): string {
  answers ??= new Map(
    readdirSync(CONTENT)
      .filter((file) => file.endsWith('.json'))
      .flatMap(
        (file) =>
          (JSON.parse(readFileSync(join(CONTENT, file), 'utf8')) as { questions: ShippedQuestion[] })
            .questions,
      )
      .map((shipped) => [identity(shipped), shipped.correctAnswer]),
  );
  const answer = answers.get(identity(question));
  if (answer === undefined) throw new Error(`question ${question.id} is not in the shipped content`);
  return answer;
}
