import assert from 'node:assert/strict';
import test from 'node:test';
import { defaultQuizPath } from './quiz-start.mjs';

test("the quiz page measured is the one the quiz setup's defaults start", async () => {
  const path = await defaultQuizPath();
  assert.match(path, /^\/quiz\?settings=/);
  assert.deepEqual(JSON.parse(new URL(path, 'http://bench').searchParams.get('settings')), {
    difficultyLevel: 'beginner',
    questionTypes: ['fill_blank', 'rearrange', 'completion'],
    questionCount: 10,
    isPracticeMode: false,
    progressiveDifficulty: false,
  });
});
