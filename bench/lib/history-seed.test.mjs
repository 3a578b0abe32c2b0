import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  batches,
  dailyChallengesStatement,
  historyStatements,
  NEW_LEARNER_PLAN,
  plannedRows,
  TWO_YEAR_PLAN,
} from './history-seed.mjs';

const byName = (statements) => Object.fromEntries(statements.map((s) => [s.name, s]));

test('the two-year plan: about 1,500 quizzes of 20 questions (30,000 answers) over 730 days', () => {
  assert.equal(TWO_YEAR_PLAN.spanSeconds, 730 * 86_400);
  assert.deepEqual(plannedRows(TWO_YEAR_PLAN, 1), { quizzes: 1500, quizAnswers: 30_000 });
  // 200 learners: 6 million answers.
  assert.equal(plannedRows(TWO_YEAR_PLAN, 200).quizAnswers, 6_000_000);
});

test('every statement binds as many values as its placeholders, in order', () => {
  for (const plan of [TWO_YEAR_PLAN, NEW_LEARNER_PLAN]) {
    for (const s of historyStatements(plan, [7, 8])) {
      const used = [...s.text.matchAll(/\$(\d+)/g)].map((m) => Number(m[1]));
      const highest = used.length ? Math.max(...used) : 0;
      assert.equal(s.values.length, highest, `${s.name}: ${s.values.length} values for $1..$${highest}`);
      for (let i = 1; i <= highest; i++) assert.ok(used.includes(i), `${s.name}: $${i} unused`);
    }
  }
});

test('the plan reaches the statements: learners, span, quizzes, question count, rates and shares', () => {
  const s = byName(historyStatements(TWO_YEAR_PLAN, [7, 8]));
  assert.deepEqual(s['quizzes (scratch)'].values, [[7, 8], 730 * 86_400, 1500, 20]);
  assert.deepEqual(s['answers (scratch)'].values, [0.78, 0.05, 20]);
  assert.deepEqual(s['path progress'].values, [[7, 8], 730 * 86_400, 1]);
  assert.deepEqual(s['user_daily_challenges'].values, [[7, 8], 730, 0.6]);
  const n = byName(historyStatements(NEW_LEARNER_PLAN, [9]));
  assert.deepEqual(n['quizzes (scratch)'].values, [[9], 3600, 1, 20]);
  assert.deepEqual(n['path progress'].values, [[9], 3600, 0]);
  assert.deepEqual(n['user_daily_challenges'].values, [[9], 0, 0]);
});

test('the scratch tables come first, then the tables the services read', () => {
  assert.deepEqual(
    historyStatements(TWO_YEAR_PLAN, [1]).map((s) => s.name),
    [
      'quizzes (scratch)',
      'answers (scratch)',
      'quizzes',
      'quiz_answers',
      'quiz_results',
      'user_progress',
      'error_patterns',
      'path progress',
      'user_learning_path_progress',
      'activity_events',
      'user_daily_challenges',
    ],
  );
});

test('refused: no learners, ids that are not positive integers, plans that cannot hold', () => {
  assert.throws(() => historyStatements(TWO_YEAR_PLAN, []), /user ids/);
  assert.throws(() => historyStatements(TWO_YEAR_PLAN, [1, 0]), /user ids/);
  assert.throws(() => historyStatements(TWO_YEAR_PLAN, ['1; DROP TABLE x']), /user ids/);
  assert.throws(() => historyStatements({ ...TWO_YEAR_PLAN, correctRate: 1.2 }, [1]), /correctRate/);
  assert.throws(() => historyStatements({ ...TWO_YEAR_PLAN, quizzes: 0 }, [1]), /quizzes/);
  // 1,500 quizzes of 20 answers 20 s apart do not fit in one day.
  assert.throws(() => historyStatements({ ...TWO_YEAR_PLAN, spanSeconds: 86_400 }, [1]), /overlap/);
});

test('batches: in order, the last one shorter', () => {
  assert.deepEqual(batches([1, 2, 3, 4, 5], 2), [[1, 2], [3, 4], [5]]);
  assert.deepEqual(batches([], 10), []);
  assert.throws(() => batches([1], 0));
});

test('daily challenges: the days before today', () => {
  const s = dailyChallengesStatement(730);
  assert.deepEqual(s.values, [730]);
  assert.match(s.text, /current_date - \$1::int, current_date - 1/);
  assert.match(s.text, /ON CONFLICT \("date"\) DO NOTHING/);
});
