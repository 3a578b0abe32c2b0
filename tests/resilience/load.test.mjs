// Load: 200 simulated learners register, then for LOAD_SECONDS (60) take quizzes (questions, an answer check
// per question, the result) and complete the stages of path 1 in order, each by passing its practice quiz. No request may fail, and every
// acknowledged quiz result and stage completion must be in Postgres afterwards.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { repoRoot } from '../../scripts/lib/run.mjs';
import { registerLearner, request } from './lib/http.mjs';
import { passStageQuiz } from './lib/stage-quiz.mjs';
import { startStackOnDataServices } from './lib/stack.mjs';

const require = createRequire(join(repoRoot, 'package.json'));
const LEARNERS = Number(process.env.LOAD_LEARNERS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);

let stack;

before(async () => {
  stack = await startStackOnDataServices(20);
});

after(() => stack?.stop());

test(`${LEARNERS} learners for ${SECONDS} s: no errors, every acknowledged result and completion stored`, async () => {
  const stageIds = (await request(stack.url, 'GET', '/api/learning-paths/1')).json.stages.map((s) => s.id);
  const tag = Date.now().toString(36);
  const failures = [];
  const acknowledged = { quizzes: [], stages: [] };
  const call = async (label, method, path, options) => {
    const res = await request(stack.url, method, path, options).catch((error) => ({
      status: 0,
      text: error.message,
    }));
    if (res.status < 200 || res.status >= 300)
      failures.push(`${label}: ${res.status} ${String(res.text).slice(0, 120)}`);
    return res;
  };
  const learners = [];
  for (let i = 0; i < LEARNERS; i += 20) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(20, LEARNERS - i) }, (_, j) =>
        registerLearner(stack.url, `load_${tag}_${i + j}`),
      ),
    );
    learners.push(...batch.map((l) => ({ ...l, next: 0 })));
  }
  const deadline = Date.now() + SECONDS * 1000;
  const simulate = async (learner) => {
    while (Date.now() < deadline) {
      const opts = { cookie: learner.cookie };
      const quiz = await call('questions', 'POST', '/api/questions', {
        ...opts,
        body: { difficultyLevel: 'beginner', questionTypes: ['fill_blank'], questionCount: 10 },
      });
      if (quiz.status === 200 || quiz.status === 201) {
        const answers = [];
        for (const question of quiz.json.questions) {
          const check = await call('check-answer', 'POST', '/api/check-answer', {
            ...opts,
            body: { quizId: quiz.json.quizId, questionId: question.id, answer: 'is' },
          });
          answers.push({ questionId: question.id, answer: 'is', isCorrect: Boolean(check.json?.isCorrect) });
        }
        const result = await call('quiz-results', 'POST', '/api/quiz-results', {
          ...opts,
          body: {
            quizId: quiz.json.quizId,
            answers,
            totalScore: 0,
            fillBlankScore: 0,
            rearrangeScore: 0,
            completionScore: 0,
            difficultyLevel: 'beginner',
          },
        });
        if (result.status === 200 || result.status === 201)
          acknowledged.quizzes.push({ userId: learner.id, quizId: quiz.json.quizId });
      }
      if (learner.next < stageIds.length) {
        // A stage is completed by passing its practice quiz: the result's answer acknowledges the completion.
        const stageId = stageIds[learner.next];
        const passed = await passStageQuiz(stack.url, learner.cookie, stageId, {
          call: (method, path, options) => call(`stage quiz ${path}`, method, path, options),
        });
        if (passed.ok) {
          acknowledged.quizzes.push({ userId: learner.id, quizId: passed.res.json.quizId });
          if (passed.stage?.completed) {
            acknowledged.stages.push({ userId: learner.id, stageId });
            learner.next += 1;
          } else failures.push(`stage quiz ${stageId}: not completed ${JSON.stringify(passed.stage)}`);
        }
      }
    }
  };
  await Promise.all(learners.map(simulate));

  assert.ok(acknowledged.quizzes.length > 0, 'quiz results were acknowledged');
  const { Client } = require('pg');
  const client = new Client({ connectionString: stack.databaseUrl });
  await client.connect();
  try {
    const stored = new Set(
      (await client.query('SELECT "quizId" FROM learning.quiz_results')).rows.map((r) => String(r.quizId)),
    );
    assert.deepEqual(
      acknowledged.quizzes.filter((q) => !stored.has(String(q.quizId))),
      [],
      'every acknowledged quiz result is stored',
    );
    const progress = await client.query(
      'SELECT "userId", "stagesCompleted" FROM learning.user_learning_path_progress WHERE "pathId" = 1',
    );
    const done = new Map(progress.rows.map((r) => [Number(r.userId), r.stagesCompleted.map(Number)]));
    assert.deepEqual(
      acknowledged.stages.filter((s) => !(done.get(s.userId) ?? []).includes(s.stageId)),
      [],
      'every acknowledged stage completion is stored',
    );
  } finally {
    await client.end();
  }
  console.log(
    `load: ${acknowledged.quizzes.length} quiz results, ${acknowledged.stages.length} stage completions acknowledged`,
  );
  // Durability is checked first, so a failure under load still says whether anything acknowledged was lost.
  assert.deepEqual(failures.slice(0, 20), [], `${failures.length} failed requests`);
});
