// The start-up budgets of DESIGN.md §8, read from Lighthouse results (lhr): what one run measured, the medians
// of several runs and the checks against the budgets. Pure functions; the sizes come from `sizes` (brotli bytes
// by URL), measured by the caller.
//
// Definitions (Lighthouse 13, simulated mobile throttling; "Lantern" is the simulator inside Lighthouse):
// - Render-blocking JS before first paint: the scripts Lighthouse's render-blocking insight lists (requests
//   the browser marked render-blocking — a classic script in <head> without defer/async, or a high-priority
//   parser-blocking one in <body> — that finished before the first paint), together with the scripts Lantern's
//   first-contentful-paint graph holds: High or VeryHigh priority script requests that finished before the
//   observed first contentful paint. Lantern leaves out a classic script whose evaluation started after the
//   paint; the lhr does not record when a script ran, so this figure can only count too much, never too little.
// - Document: the HTML document as the server sends it for the route, critical CSS included.
// - JS executed before Time to Interactive: every script request of the load. Lantern's interactive graph
//   keeps all script requests and every CPU task of 20 ms or more, and TTI is the end of its last long task, so
//   every script the page fetched during Lighthouse's trace is charged before TTI.
// - Longest task: the longest main-thread task of the long-tasks audit (simulated durations).

export const BUDGETS = {
  renderBlockingJsKb: 0,
  documentKb: 30,
  jsBeforeInteractiveKb: { visitor: 250, learner: 320 },
  tbtMs: 300,
  lcpMs: 2000,
  cls: 0.05,
  performance: 90,
  accessibility: 100,
};

/** How much worse than the previous result a learner page's figure may get before it counts as slower. */
export const SLOWER_TOLERANCE = 0.05;

/** The middle value (the upper of the two middle ones for an even count); null for none. */
export function median(values) {
  const present = values.filter((v) => typeof v === 'number' && Number.isFinite(v));
  if (present.length === 0) return null;
  const sorted = [...present].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const itemsOf = (lhr, id) => lhr.audits[id]?.details?.items ?? [];
const numeric = (lhr, id) => {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === 'number' ? value : null;
};
const isScript = (request) => request.resourceType === 'Script';
const succeeded = (request) =>
  request.finished !== false && request.statusCode >= 200 && request.statusCode < 400;

/** Observed first contentful paint on the network-requests audit's clock (ms after its first request). */
function firstPaintOnNetworkClock(lhr) {
  const metrics = itemsOf(lhr, 'metrics')[0];
  const networkStartTs = lhr.audits['network-requests']?.details?.debugData?.networkStartTimeTs;
  if (!metrics?.observedFirstContentfulPaintTs || !networkStartTs) return null;
  return (metrics.observedFirstContentfulPaintTs - networkStartTs) / 1000;
}

/** URLs of the scripts that block the first paint (see the definition above). */
export function renderBlockingScripts(lhr) {
  const requests = itemsOf(lhr, 'network-requests');
  const scriptUrls = new Set(requests.filter(isScript).map((r) => r.url));
  const urls = new Set(
    itemsOf(lhr, 'render-blocking-insight')
      .map((item) => item.url)
      .filter((url) => scriptUrls.has(url) || /\.m?js(\?|$)/.test(url)),
  );
  const paintAt = firstPaintOnNetworkClock(lhr);
  if (paintAt !== null) {
    for (const request of requests) {
      const highPriority = request.priority === 'High' || request.priority === 'VeryHigh';
      if (isScript(request) && highPriority && succeeded(request) && request.networkEndTime <= paintAt)
        urls.add(request.url);
    }
  }
  return [...urls].sort();
}

/** URLs of every script the page fetched during the trace (all charged before TTI, see above). */
export function scriptsBeforeInteractive(lhr) {
  return [
    ...new Set(
      itemsOf(lhr, 'network-requests')
        .filter((r) => isScript(r) && succeeded(r))
        .map((r) => r.url),
    ),
  ].sort();
}

/** The URL of the route's HTML document. */
export function documentUrl(lhr) {
  return lhr.mainDocumentUrl ?? lhr.finalDisplayedUrl ?? lhr.requestedUrl;
}

/** Accessibility audits with weight that did not pass in this run. */
function failingAccessibilityAudits(lhr) {
  return (lhr.categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .filter((ref) => typeof lhr.audits[ref.id]?.score === 'number' && lhr.audits[ref.id].score < 1)
    .map((ref) => ref.id);
}

/**
 * The figures of one Lighthouse run, or `{ failed }` for a run Lighthouse could not finish (a timeout on a busy
 * machine, no LCP): it has no scores.
 */
export function runFigures(lhr) {
  const performance = lhr.categories.performance?.score;
  const cls = numeric(lhr, 'cumulative-layout-shift');
  if (lhr.runtimeError || typeof performance !== 'number' || cls === null)
    return { failed: lhr.runtimeError?.code ?? 'no performance score' };
  const longTasks = itemsOf(lhr, 'long-tasks').map((t) => t.duration);
  const round = (value) => (value === null ? null : Math.round(value));
  return {
    performance: Math.round(performance * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcpMs: round(numeric(lhr, 'first-contentful-paint')),
    lcpMs: round(numeric(lhr, 'largest-contentful-paint')),
    tbtMs: round(numeric(lhr, 'total-blocking-time')),
    ttiMs: round(numeric(lhr, 'interactive')),
    longestTaskMs: Math.round(Math.max(0, ...longTasks)),
    cls: +cls.toFixed(3),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    documentUrl: documentUrl(lhr),
    renderBlockingScripts: renderBlockingScripts(lhr),
    scriptsBeforeInteractive: scriptsBeforeInteractive(lhr),
    failingAccessibilityAudits: failingAccessibilityAudits(lhr),
  };
}

const kb = (bytes) => +(bytes / 1024).toFixed(1);
const sizeOf = (urls, sizes) =>
  urls.reduce((sum, url) => {
    if (!sizes.has(url)) throw new Error(`no size measured for ${url}`);
    return sum + sizes.get(url);
  }, 0);

/**
 * The medians of a route's runs. `sizes` maps each URL (scripts and documents) to its brotli bytes. Each run's
 * byte figures are summed first, then the median taken, like the timings.
 */
export function summariseRoute(runs, sizes) {
  const done = runs.filter((r) => !r.failed);
  const failures = runs.filter((r) => r.failed).map((r) => r.failed);
  const pick = (fn) => median(done.map(fn));
  return {
    runs: done.length,
    ...(failures.length > 0 && { failedRuns: failures.join(', ') }),
    performance: pick((r) => r.performance),
    accessibility: pick((r) => r.accessibility),
    renderBlockingJsBrotliKb: pick((r) => kb(sizeOf(r.renderBlockingScripts, sizes))),
    documentBrotliKb: pick((r) => kb(sizeOf([r.documentUrl], sizes))),
    jsBeforeInteractiveBrotliKb: pick((r) => kb(sizeOf(r.scriptsBeforeInteractive, sizes))),
    scriptsBeforeInteractiveCount: pick((r) => r.scriptsBeforeInteractive.length),
    longestTaskMs: pick((r) => r.longestTaskMs),
    tbtMs: pick((r) => r.tbtMs),
    fcpMs: pick((r) => r.fcpMs),
    lcpMs: pick((r) => r.lcpMs),
    ttiMs: pick((r) => r.ttiMs),
    cls: pick((r) => r.cls),
    benchmarkIndex: pick((r) => r.benchmarkIndex),
    benchmarkIndexes: done.map((r) => r.benchmarkIndex),
    renderBlockingScripts: [...new Set(done.flatMap((r) => r.renderBlockingScripts))].sort(),
    failingAccessibilityAudits: [...new Set(done.flatMap((r) => r.failingAccessibilityAudits))].sort(),
  };
}

/** The checks against DESIGN.md §8's budgets, for a route measured as `who` ('visitor' or 'learner'). */
export function budgetChecks(summary, who) {
  const jsKb = BUDGETS.jsBeforeInteractiveKb[who];
  const check = (name, value, target, ok) => ({ name, value, target, ok: value !== null && ok(value) });
  return [
    check(
      'render-blocking JS',
      summary.renderBlockingJsBrotliKb,
      `${BUDGETS.renderBlockingJsKb} KB`,
      (v) => v <= BUDGETS.renderBlockingJsKb,
    ),
    check('document', summary.documentBrotliKb, `≤ ${BUDGETS.documentKb} KB`, (v) => v <= BUDGETS.documentKb),
    check('JS before TTI', summary.jsBeforeInteractiveBrotliKb, `≤ ${jsKb} KB`, (v) => v <= jsKb),
    check('TBT', summary.tbtMs, `≤ ${BUDGETS.tbtMs} ms`, (v) => v <= BUDGETS.tbtMs),
    check('LCP', summary.lcpMs, `≤ ${BUDGETS.lcpMs} ms`, (v) => v <= BUDGETS.lcpMs),
    check('CLS', summary.cls, `≤ ${BUDGETS.cls}`, (v) => v <= BUDGETS.cls),
    check('performance', summary.performance, `≥ ${BUDGETS.performance}`, (v) => v >= BUDGETS.performance),
    check(
      'accessibility',
      summary.accessibility,
      `${BUDGETS.accessibility}`,
      (v) => v >= BUDGETS.accessibility,
    ),
  ];
}

/** Figures compared for "not slower", with the way that is better. */
const SPEED_FIGURES = {
  performance: 'higher',
  lcpMs: 'lower',
  tbtMs: 'lower',
  cls: 'lower',
  jsBeforeInteractiveBrotliKb: 'lower',
};

/**
 * A route's figures in an earlier result's `lighthouseMobile`, keyed like `routeKey`. Results saved before the
 * budgets were keyed by route alone and measured every route with the learner's cookie: a learner route is
 * found under its plain path there.
 */
export function previousFigures(previousLighthouse, route, who) {
  if (!previousLighthouse) return null;
  const current = previousLighthouse[routeKey(route, who)];
  if (current) return current;
  const legacy = previousLighthouse[route];
  return who === 'learner' && legacy && !legacy.who ? legacy : null;
}

/**
 * "Not slower than the previous result": each figure both results have, allowed SLOWER_TOLERANCE worse (CLS:
 * 0.01 absolute, too small for a relative comparison). Null when there is nothing to compare with.
 */
export function notSlowerCheck(summary, previous) {
  if (!previous) return null;
  const slower = [];
  for (const [figure, better] of Object.entries(SPEED_FIGURES)) {
    const was = previous[figure];
    const now = summary[figure];
    if (typeof was !== 'number' || typeof now !== 'number') continue;
    const worseBy = better === 'higher' ? was - now : now - was;
    const allowed = figure === 'cls' ? 0.01 : Math.abs(was) * SLOWER_TOLERANCE;
    if (worseBy > allowed) slower.push(`${figure} ${was} → ${now}`);
  }
  return { ok: slower.length === 0, slower };
}

export const routeKey = (route, who) => `${route} (${who})`;

/**
 * Each route's summary with its budget checks and, for a learner page, whether it is no slower than in
 * `previousLighthouse` (the newest earlier result's lighthouseMobile).
 */
export function withBudgetChecks(lighthouseMobile, previousLighthouse) {
  return Object.fromEntries(
    Object.entries(lighthouseMobile).map(([key, summary]) => [
      key,
      {
        ...summary,
        checks: budgetChecks(summary, summary.who),
        ...(summary.who === 'learner' && {
          notSlower: notSlowerCheck(summary, previousFigures(previousLighthouse, summary.route, summary.who)),
        }),
      },
    ]),
  );
}
