// Prints the Lighthouse section: each route's start-up figures and the checks against DESIGN.md §8's budgets.
import { calibratedSlowdown, DEFAULT_SLOWDOWN, throttlingBias } from './cpu-calibration.mjs';
import { BUDGETS, SLOWER_TOLERANCE } from './startup-budgets.mjs';
import { table } from './table.mjs';

const or = (value) => (value === null || value === undefined ? '' : value);
const verdict = (ok) => (ok ? 'met' : 'MISSED');

export function printStartup(lighthouseMobile, previous) {
  const routes = Object.entries(lighthouseMobile);
  const indexes = routes.flatMap(([, r]) => r.benchmarkIndexes ?? []).filter((i) => typeof i === 'number');
  const sorted = [...indexes].sort((a, b) => a - b);
  const runs = Math.max(...routes.map(([, r]) => r.runs));
  console.log(
    `Start-up (Lighthouse 13 default mobile: simulated slow 4G, 4x CPU slowdown; medians of up to ${runs} runs a route; KB: brotli quality 11 of each file fetched from the stack)`,
  );
  console.log(
    `benchmarkIndex (Lighthouse's rating of this machine's CPU, higher is faster): median ${or(sorted[Math.floor(sorted.length / 2)])}, range ${or(sorted[0])}–${or(sorted.at(-1))} over ${indexes.length} runs`,
  );
  const median = sorted[Math.floor(sorted.length / 2)];
  const calibrated = calibratedSlowdown(median);
  if (calibrated !== null)
    console.log(
      `CPU calibration: Lighthouse's calculator gives ${calibrated.toFixed(1)}x for this benchmarkIndex; the default ${DEFAULT_SLOWDOWN}x here emulates a phone ${throttlingBias(median).toFixed(2)} times as slow as its reference phone (above 1: main-thread figures read worse than that phone's; below 1: better)`,
    );
  table(
    [
      'route',
      'runs',
      'perf',
      'a11y',
      'render-blocking JS KB',
      'document KB',
      'JS before TTI KB',
      'scripts',
      'longest task ms',
      'TBT ms',
      'FCP ms',
      'LCP ms',
      'TTI ms',
      'CLS',
      'benchmarkIndex',
    ],
    routes.map(([key, r]) => [
      key,
      r.runs,
      or(r.performance),
      or(r.accessibility),
      or(r.renderBlockingJsBrotliKb),
      or(r.documentBrotliKb),
      or(r.jsBeforeInteractiveBrotliKb),
      or(r.scriptsBeforeInteractiveCount),
      or(r.longestTaskMs),
      or(r.tbtMs),
      or(r.fcpMs),
      or(r.lcpMs),
      or(r.ttiMs),
      or(r.cls),
      or(r.benchmarkIndex),
    ]),
  );

  const checkNames = routes[0]?.[1].checks?.map((c) => c.name) ?? [];
  const targetOf = (name) =>
    name === 'JS before TTI'
      ? `≤ ${BUDGETS.jsBeforeInteractiveKb.visitor} KB visitor, ${BUDGETS.jsBeforeInteractiveKb.learner} KB learner`
      : routes[0][1].checks.find((c) => c.name === name).target;
  const hasLearner = routes.some(([, r]) => r.who === 'learner');
  table(
    ['budget (DESIGN.md §8)', 'target', ...routes.map(([key]) => key)],
    [
      ...checkNames.map((name) => [
        name,
        targetOf(name),
        ...routes.map(([, r]) => verdict(r.checks.find((c) => c.name === name).ok)),
      ]),
      ...(hasLearner
        ? [
            [
              'not slower (learner pages)',
              previous ? `vs ${previous.file}, ${SLOWER_TOLERANCE * 100} % allowed` : 'no earlier result',
              ...routes.map(([, r]) =>
                r.who !== 'learner' ? '' : r.notSlower ? verdict(r.notSlower.ok) : 'nothing to compare',
              ),
            ],
          ]
        : []),
    ],
  );
  console.log(
    "Targets of issue 18: visitor / and /auth meet every budget (performance ≥ 90, LCP ≤ 2.0 s, TBT ≤ 300 ms, CLS ≤ 0.05, accessibility 100); learner pages are not slower than the newest earlier result (their budgets are the learner pages' own work).",
  );
  for (const [key, r] of routes) {
    if (r.renderBlockingScripts?.length)
      console.log(
        `render-blocking on ${key}: ${r.renderBlockingScripts.map((u) => new URL(u).pathname).join(', ')}`,
      );
    if (r.notSlower?.slower.length) console.log(`slower on ${key}: ${r.notSlower.slower.join('; ')}`);
    if (r.failingAccessibilityAudits?.length)
      console.log(`accessibility audits failing on ${key}: ${r.failingAccessibilityAudits.join(', ')}`);
    if (r.failedRuns) console.log(`runs Lighthouse could not finish on ${key}: ${r.failedRuns}`);
  }
  console.log('');
}
