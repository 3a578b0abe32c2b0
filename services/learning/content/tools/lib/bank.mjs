// Reading the question bank and the review files, and the grader's own answer normalisation (imported from
// the learning service's TypeScript source through jiti, so that the content checks compare answers exactly
// as the grader does).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';

const HERE = dirname(fileURLToPath(import.meta.url));
/** The content folder; GRAMMARPATH_CONTENT_DIR points the tools at another one (the tools' tests use a fixture). */
export const CONTENT_DIR = process.env.GRAMMARPATH_CONTENT_DIR || join(HERE, '..', '..');
export const QUESTIONS_DIR = join(CONTENT_DIR, 'questions');
export const REVIEW_DIR = join(CONTENT_DIR, 'review');
export const PARSES_DIR = join(REVIEW_DIR, 'parses');
const SERVICE_SRC = join(HERE, '..', '..', '..', 'src');
const REPO_ROOT = join(HERE, '..', '..', '..', '..', '..');

const jiti = createJiti(import.meta.url, { moduleCache: true });

/**
 * The grader's forms of an answer (services/learning/src/practice/answers/answer-normalisation.ts, answerForms): two
 * answers are the same answer when their forms meet.
 */
export async function loadGraderNormalisation() {
  const mod = await jiti.import(join(SERVICE_SRC, 'practice', 'answers', 'answer-normalisation.ts'));
  return mod.answerForms;
}

/** The enumerations of libs/contracts (grammar topics, question types, difficulties, CEFR levels, categories). */
export async function loadEnums() {
  return jiti.import(join(REPO_ROOT, 'libs', 'contracts', 'src', 'enums.ts'));
}

export function topicFiles() {
  return readdirSync(QUESTIONS_DIR)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort();
}

export function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

export function loadTopic(topic) {
  return readJson(join(QUESTIONS_DIR, `${topic}.json`)).questions ?? [];
}

/** The review file of a topic ({ rearrange: {key: {order: reason}}, distractors: {key: {option: reason}} }). */
export function loadReview(topic) {
  const file = join(REVIEW_DIR, `${topic}.json`);
  if (!existsSync(file)) return { rearrange: {}, distractors: {} };
  const data = readJson(file);
  return { ...data, rearrange: data.rearrange ?? {}, distractors: data.distractors ?? {} };
}
