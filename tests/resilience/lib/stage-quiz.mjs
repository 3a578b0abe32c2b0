// A stage is completed by passing its practice quiz (DESIGN.md §5). This plays a stage's quiz right: it
// starts the stage quiz, answers every question with the answer key of the shipped content
// (services/learning/content/questions/*.json, which the browser never receives) and saves the result, whose
// answer says what it did to the stage.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../../scripts/lib/run.mjs';
import { request } from './http.mjs';

const CONTENT = join(repoRoot, 'services', 'learning', 'content', 'questions');
const ALL_TYPES = ['fill_blank', 'rearrange', 'completion', 'error_correction', 'multiple_choice'];

/** What identifies a served question in the content: type, text, options (or rearrange words) in any order. */
const identity = (question) =>
  JSON.stringify([
    question.type,
    question.sentence ?? question.sentenceStart ?? question.prompt ?? '',
    [...(question.options ?? question.words ?? [])].sort(),
  ]);

let answers;

/** The right answer of a served question, from the shipped content. */
export function shippedAnswerOf(question) {
  answers ??= new Map(
    readdirSync(CONTENT)
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) => JSON.parse(readFileSync(join(CONTENT, file), 'utf8')).questions)
      .map((shipped) => [identity(shipped), shipped.correctAnswer]),
  );
  const answer = answers.get(identity(question));
  if (answer === undefined) throw new Error(`question ${question.id} is not in the shipped content`);
  return answer;
}

const ok = (res) => res.status >= 200 && res.status < 300;

/**
 * Passes the stage's practice quiz as `cookie`'s learner. `call(method, path, options)` makes each request
 * (default: lib/http.mjs request against baseUrl), so a test can count or tolerate failures. Stops at the
 * first request that fails: { ok: false, res }. Otherwise { ok: true, res, stage } with the result's
 * answer and its stage outcome (stage.completed: the stage is completed; a locked stage stays locked).
 */
export async function passStageQuiz(
  baseUrl,
  cookie,
  stageId,
  {
    difficultyLevel = 'beginner',
    call = (method, path, options) => request(baseUrl, method, path, options),
  } = {},
) {
  const quiz = await call('POST', '/api/questions', {
    cookie,
    body: { mode: 'stage', stageId, difficultyLevel, questionTypes: ALL_TYPES, questionCount: 10 },
  });
  if (!ok(quiz)) return { ok: false, res: quiz };
  for (const question of quiz.json.questions) {
    const check = await call('POST', '/api/check-answer', {
      cookie,
      body: { quizId: quiz.json.quizId, questionId: question.id, answer: shippedAnswerOf(question) },
    });
    if (!ok(check)) return { ok: false, res: check };
  }
  const result = await call('POST', '/api/quiz-results', {
    cookie,
    body: {
      quizId: quiz.json.quizId,
      answers: quiz.json.questions.map((question) => ({
        questionId: question.id,
        answer: '',
        isCorrect: true,
      })),
      totalScore: quiz.json.questions.length,
      fillBlankScore: 0,
      rearrangeScore: 0,
      completionScore: 0,
      difficultyLevel,
    },
  });
  if (!ok(result)) return { ok: false, res: result };
  return { ok: true, res: result, stage: result.json?.stage };
}
