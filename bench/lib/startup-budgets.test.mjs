import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import {
  budgetChecks,
  median,
  notSlowerCheck,
  previousFigures,
  renderBlockingScripts,
  runFigures,
  scriptsBeforeInteractive,
  summariseRoute,
} from './startup-budgets.mjs';

// A real Lighthouse 13.5 mobile result of /auth for a visitor (client-rendered shell), trimmed to the fields
// the budgets read: 8 of its 77 scripts, 5 of its accessibility audits (heading-order failed in that run).
const fixture = () => JSON.parse(readFileSync(new URL('./fixtures/lhr-auth-visitor.json', import.meta.url)));
const ORIGIN = 'http://127.0.0.1:4700';
const requestOf = (lhr, path) =>
  lhr.audits['network-requests'].details.items.find((r) => r.url === `${ORIGIN}${path}`);

test('one run gives the scores, the metrics, the longest task and the benchmark index', () => {
  const run = runFigures(fixture());
  assert.deepEqual(
    {
      performance: run.performance,
      accessibility: run.accessibility,
      fcpMs: run.fcpMs,
      lcpMs: run.lcpMs,
      tbtMs: run.tbtMs,
      ttiMs: run.ttiMs,
      longestTaskMs: run.longestTaskMs,
      cls: run.cls,
      benchmarkIndex: run.benchmarkIndex,
      documentUrl: run.documentUrl,
      failingAccessibilityAudits: run.failingAccessibilityAudits,
    },
    {
      performance: 45,
      accessibility: 98,
      fcpMs: 664,
      lcpMs: 7768,
      tbtMs: 3068,
      ttiMs: 7780,
      longestTaskMs: 1202,
      cls: 0,
      benchmarkIndex: 1312,
      documentUrl: `${ORIGIN}/auth`,
      failingAccessibilityAudits: ['heading-order'],
    },
  );
});

test('every script of the load is charged before TTI; fetches, media and failed requests are not', () => {
  const lhr = fixture();
  requestOf(lhr, '/5128.fdd9b60e.js').statusCode = 404;
  const scripts = scriptsBeforeInteractive(lhr);
  assert.equal(scripts.length, 7);
  assert.ok(scripts.includes(`${ORIGIN}/main.f4b70453.js`));
  assert.ok(!scripts.some((url) => url.endsWith('/remotes.json') || url.endsWith('.wav')));
});

test('a client-rendered shell loads its scripts at low priority: nothing blocks the first paint', () => {
  assert.deepEqual(renderBlockingScripts(fixture()), []);
});

test('a high-priority script that finished before the first paint blocks it; one that finished after does not', () => {
  const lhr = fixture();
  // The observed first contentful paint is 1,352 ms after the first request here.
  Object.assign(requestOf(lhr, '/main.f4b70453.js'), { priority: 'High', networkEndTime: 1300 });
  Object.assign(requestOf(lhr, '/antd-base.4f0647d2.js'), { priority: 'VeryHigh', networkEndTime: 1400 });
  assert.deepEqual(renderBlockingScripts(lhr), [`${ORIGIN}/main.f4b70453.js`]);
});

test("the scripts of Lighthouse's render-blocking insight count, its stylesheets do not", () => {
  const lhr = fixture();
  lhr.audits['render-blocking-insight'].details.items = [
    { url: `${ORIGIN}/4526.b03a8039.js`, totalBytes: 1000, wastedMs: 120 },
    { url: `${ORIGIN}/antd.3b1f.css`, totalBytes: 9000, wastedMs: 300 },
  ];
  assert.deepEqual(renderBlockingScripts(lhr), [`${ORIGIN}/4526.b03a8039.js`]);
});

test('a run Lighthouse could not finish is marked failed with its error code', () => {
  const lhr = fixture();
  lhr.runtimeError = { code: 'NO_NAVSTART', message: 'no navigation start' };
  assert.deepEqual(runFigures(lhr), { failed: 'NO_NAVSTART' });
});

test('the median is the middle value, the upper middle one for an even count', () => {
  assert.equal(median([5, 1, 3]), 3);
  assert.equal(median([4, 1, 3, 2]), 3);
  assert.equal(median([null, 2]), 2);
  assert.equal(median([]), null);
});

/** Runs like the fixture's with other timings and sizes. */
function runs() {
  const base = runFigures(fixture());
  return [
    { ...base, performance: 40, tbtMs: 3500, benchmarkIndex: 1200 },
    { ...base, performance: 50, tbtMs: 2500, benchmarkIndex: 1500 },
    { ...base, scriptsBeforeInteractive: base.scriptsBeforeInteractive.slice(0, 2) },
    { failed: 'NO_NAVSTART' },
  ];
}

function sizes(scriptBytes = 10 * 1024) {
  const base = runFigures(fixture());
  return new Map([
    [base.documentUrl, 600],
    ...base.scriptsBeforeInteractive.map((url) => [url, scriptBytes]),
  ]);
}

test("a route's summary is the median of its finished runs, sizes summed per run from the measured bytes", () => {
  const summary = summariseRoute(runs(), sizes());
  assert.equal(summary.runs, 3);
  assert.equal(summary.failedRuns, 'NO_NAVSTART');
  assert.equal(summary.performance, 45);
  assert.equal(summary.tbtMs, 3068);
  assert.equal(summary.benchmarkIndex, 1312);
  assert.deepEqual(summary.benchmarkIndexes, [1200, 1500, 1312]);
  // 8, 8 and 2 scripts of 10 KB each.
  assert.equal(summary.jsBeforeInteractiveBrotliKb, 80);
  assert.equal(summary.documentBrotliKb, 0.6);
  assert.equal(summary.renderBlockingJsBrotliKb, 0);
});

test('a URL without a measured size is an error, not a smaller figure', () => {
  const partial = sizes();
  partial.delete(`${ORIGIN}/main.f4b70453.js`);
  assert.throws(() => summariseRoute(runs(), partial), /no size measured for .*main\.f4b70453\.js/);
});

test('visitor pages get 250 KB of JS before TTI, learner pages 320 KB', () => {
  const summary = summariseRoute(runs(), sizes(36 * 1024)); // 288 KB in the median run
  const jsCheck = (who) => budgetChecks(summary, who).find((c) => c.name === 'JS before TTI');
  assert.deepEqual(jsCheck('visitor'), { name: 'JS before TTI', value: 288, target: '≤ 250 KB', ok: false });
  assert.equal(jsCheck('learner').ok, true);
  const failed = budgetChecks(summary, 'visitor')
    .filter((c) => !c.ok)
    .map((c) => c.name);
  assert.deepEqual(failed, ['JS before TTI', 'TBT', 'LCP', 'performance', 'accessibility']);
});

test("a learner route of a result saved before the budgets is found under its plain path; a visitor's is not", () => {
  const legacy = { '/': { performance: 50, lcpMs: 7827 }, '/auth': { performance: 57 } };
  assert.deepEqual(previousFigures(legacy, '/', 'learner'), { performance: 50, lcpMs: 7827 });
  assert.equal(previousFigures(legacy, '/auth', 'visitor'), null);
  const current = { '/ (visitor)': { who: 'visitor', performance: 60 } };
  assert.deepEqual(previousFigures(current, '/', 'visitor'), { who: 'visitor', performance: 60 });
  assert.equal(previousFigures(null, '/', 'learner'), null);
});

test('a learner page is slower when a figure got more than 5 % worse (CLS: more than 0.01)', () => {
  const was = { performance: 50, lcpMs: 6000, tbtMs: 2000, cls: 0.013 };
  assert.deepEqual(notSlowerCheck({ performance: 48, lcpMs: 6290, tbtMs: 1500, cls: 0.02 }, was), {
    ok: true,
    slower: [],
  });
  assert.deepEqual(notSlowerCheck({ performance: 47, lcpMs: 6400, tbtMs: 2000, cls: 0.03 }, was), {
    ok: false,
    slower: ['performance 50 → 47', 'lcpMs 6000 → 6400', 'cls 0.013 → 0.03'],
  });
  assert.equal(notSlowerCheck({ performance: 50 }, null), null);
});

test('a route whose runs all failed has no figures and misses every budget', () => {
  const summary = summariseRoute([{ failed: 'NO_NAVSTART' }, { failed: 'NO_FCP' }], new Map());
  assert.equal(summary.runs, 0);
  assert.equal(summary.failedRuns, 'NO_NAVSTART, NO_FCP');
  assert.equal(summary.lcpMs, null);
  assert.ok(budgetChecks(summary, 'visitor').every((c) => !c.ok));
});
