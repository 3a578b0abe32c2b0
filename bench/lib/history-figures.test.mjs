import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  historyTargets,
  latencyFigures,
  p99Reason,
  percentile,
  ratio,
  storagePerLearner,
} from './history-figures.mjs';

test('percentile: nearest rank, whatever the order of the values', () => {
  const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
  assert.equal(percentile(values, 50), 5);
  assert.equal(percentile(values, 99), 10);
  assert.equal(percentile(values, 100), 10);
  assert.equal(percentile(values, 0), 1);
  assert.equal(percentile(values, 10), 1);
  assert.equal(percentile(values, 11), 2);
  assert.deepEqual(values, [5, 1, 4, 2, 3, 10, 9, 8, 7, 6], 'the values are left as they were');
});

test('percentile: p99 of 1,000 values is the 990th, not the largest', () => {
  const values = Array.from({ length: 1000 }, (_, i) => 1000 - i);
  assert.equal(percentile(values, 99), 990);
  assert.equal(percentile(values, 50), 500);
});

test('percentile: none without values, and p within 0..100', () => {
  assert.equal(percentile([], 50), null);
  assert.throws(() => percentile([1], 101));
  assert.throws(() => percentile([1], -1));
});

test('latencyFigures: rate over the seconds, percentiles to one decimal', () => {
  assert.deepEqual(latencyFigures([1.04, 2.26, 3.5, 10.01], 2), {
    requests: 4,
    reqPerSec: 2,
    p50: 2.3,
    p99: 10,
    max: 10,
  });
  assert.deepEqual(latencyFigures([], 10), { requests: 0, reqPerSec: 0, p50: null, p99: null, max: null });
});

test('ratio: two-year over new, two decimals; none without both', () => {
  assert.equal(ratio(158, 13.5), 11.7);
  assert.equal(ratio(15, 10), 1.5);
  assert.equal(ratio(null, 10), null);
  assert.equal(ratio(10, 0), null);
});

test('historyTargets: ratio at the median ≤ 1.5 and two-year p99 ≤ 30 ms, errors fail', () => {
  const ok = { p50: 10, p99: 20, errors: 0, non2xx: 0 };
  const targets = historyTargets({
    fast: { newLearner: ok, twoYear: { ...ok, p50: 15, p99: 30 } },
    slow: { newLearner: ok, twoYear: { ...ok, p50: 16, p99: 31 } },
    broken: { newLearner: { ...ok, non2xx: 3 }, twoYear: ok },
  });
  const byName = Object.fromEntries(targets.map((t) => [t.name, t]));
  assert.equal(byName['fast: two-year / new (p50) ≤ 1.5'].ok, true);
  assert.equal(byName['fast: two-year p99 ≤ 30 ms'].ok, true);
  assert.equal(byName['slow: two-year / new (p50) ≤ 1.5'].ok, false);
  assert.equal(byName['slow: two-year / new (p50) ≤ 1.5'].value, '1.6');
  assert.equal(byName['slow: two-year p99 ≤ 30 ms'].ok, false);
  assert.equal(byName['broken (newLearner): no errors'].ok, false);
  assert.equal(byName['broken (newLearner): no errors'].value, '0 errors, 3 non-2xx');
  assert.equal(targets.length, 7);
});

test('historyTargets: a reference case is held to answering without errors only', () => {
  const slow = { p50: 40, p99: 90, errors: 0, non2xx: 0 };
  assert.deepEqual(historyTargets({ floor: { reference: true, newLearner: slow, twoYear: slow } }), []);
  const failing = historyTargets({
    floor: { reference: true, newLearner: slow, twoYear: { ...slow, errors: 2 } },
  });
  assert.deepEqual(
    failing.map((t) => [t.name, t.ok]),
    [['floor (twoYear): no errors', false]],
  );
});

test('p99Reason: none when met; the CPU ceiling against the rate the target needs, or the machine', () => {
  const machine = { cpus: 2, loadavg: [9.5, 8, 7] };
  const met = { twoYear: { p99: 30, reqPerSec: 900, cpu: { learning: 400 }, cpuCeiling: 2000 } };
  assert.equal(p99Reason('met', met, 20, machine), null);
  // 20 learners at p99 ≤ 30 ms, p99 ≈ 2 × mean: about 20 × 2 ÷ 0.03 s = 1,334 requests a second.
  const heavy = {
    twoYear: { p99: 90, reqPerSec: 500, cpu: { learning: 2000, postgres: 1000 }, cpuCeiling: 600 },
  };
  assert.match(p99Reason('heavy', heavy, 20, machine), /design's CPU: 3000 µs .* 600 req\/s.* ≥ 1334 req\/s/);
  const shared = {
    twoYear: { p99: 70, reqPerSec: 1500, cpu: { learning: 300, gateway: 300 }, cpuCeiling: 3000 },
  };
  assert.match(
    p99Reason('shared', shared, 20, machine),
    /not the design's CPU \(600 µs a request: ceiling 3000 req\/s ≥ 1334 needed\); it ran at 50 % of the ceiling, .*load average 9.5 on 2 cores/,
  );
});

test('storagePerLearner: bytes shared out by rows; content tables are shared', () => {
  const { tables, perLearner } = storagePerLearner(
    [
      { table: 'quiz_answers', rows: 1000, learnerRows: 900, bytes: 100_000 },
      { table: 'quiz_results', rows: 50, learnerRows: 50, bytes: 10_000 },
      { table: 'questions', rows: 2400, learnerRows: null, bytes: 1_000_000 },
    ],
    10,
  );
  assert.deepEqual(
    tables.map((t) => [t.table, t.rowsPerLearner, t.bytesPerLearner]),
    [
      ['quiz_answers', 90, 9000],
      ['quiz_results', 5, 1000],
      ['questions', null, null],
    ],
  );
  assert.deepEqual(perLearner, { rows: 95, bytes: 10_000 });
});
