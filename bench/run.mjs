// `npm run bench`: front-end sizes, Lighthouse medians and API load figures in one run, against a stack of its
// own (spare ports, its own database and Redis prefix, both removed afterwards). Saves the figures under
// bench/results/ and compares them with the newest earlier result there.
//
// Environment: BENCH_PORT_BASE (4300: gateway, +1 identity, +2 learning, +3 bare server), BENCH_DURATION
// (seconds per load case, 10), BENCH_LIGHTHOUSE_RUNS (5; 0 skips Lighthouse), BENCH_SKIP_BUILD=1 (use the
// existing dist/ folders), BENCH_NO_SAVE=1 (print only), BENCH_QUIZ=0 (skip `npm run bench:quiz`), BENCH_HISTORY=0
// (skip the history section), BENCH_HISTORY_LEARNERS (200 two-year learners).
// `npm run bench -- --only=frontend`: the front-end sizes, Lighthouse and the pages' main-thread CPU alone (no API
// load, quiz or history).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDebianCommand } from '../scripts/lib/install.mjs';
import { log, repoRoot, run } from '../scripts/lib/run.mjs';
import { LOAD, registerLearner, runApiCases } from './lib/api.mjs';
import { runStamp, withBenchStack } from './lib/bench-stack.mjs';
import { designFloor } from './lib/design-floor.mjs';
import { HISTORY, runHistory } from './lib/history.mjs';
import { JS_TARGET_KB, measureFrontEnd } from './lib/frontend.mjs';
import { runLighthouse } from './lib/lighthouse.mjs';
import { measurePageCpu } from './lib/page-cpu.mjs';
import { measureRenderCost } from './lib/render-cost.mjs';
import { BUDGETS, withBudgetChecks } from './lib/startup-budgets.mjs';
import { compareWithPrevious, flatten, newestResult, saveResult } from './lib/results.mjs';
import { printReport } from './lib/report.mjs';

const base = Number(process.env.BENCH_PORT_BASE ?? 4300);
const ports = { gateway: base, identity: base + 1, learning: base + 2, bare: base + 3 };
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const ONLY = ['frontend'];
const onlyArg = process.argv.slice(2).find((a) => a.startsWith('--only='));
const only = onlyArg?.slice('--only='.length);
if (only !== undefined && !ONLY.includes(only)) {
  console.error(`--only=${only}: unknown part (known: ${ONLY.join(', ')})`);
  process.exit(2);
}
const frontEndOnly = only === 'frontend';
const runId = randomBytes(4).toString('hex');
const redisPrefix = `gp_bench_${runId}:`;

const step = async (name, fn) => {
  const t0 = Date.now();
  log(`▶ ${name}`);
  const value = await fn();
  log(`✔ ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  return value;
};

/** The API load, the quiz API and the history sections, which --only=frontend leaves out. */
async function runServerParts({ figures, notes, stack, data, cookie }) {
  figures.api = await step(
    `API load (${LOAD.connections} connections, ${LOAD.durationSeconds} s a case)`,
    () => runApiCases({ ports, stackPorts: ports, cookie, redisUrl: data.redisUrl }),
  );
  const scripts = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).scripts ?? {};
  if (process.env.BENCH_QUIZ === '0') notes.push('Quiz API cases skipped (BENCH_QUIZ=0).');
  else if (scripts['bench:quiz']) {
    await step('quiz API (npm run bench:quiz)', () =>
      run('npm', ['run', '--silent', 'bench:quiz'], { env: { BENCH_SKIP_BUILD: '1' } }),
    );
  } else {
    notes.push('Quiz API cases (POST /api/questions, /api/check-answer): no `bench:quiz` script yet.');
  }
  if (process.env.BENCH_HISTORY === '0') notes.push('History section skipped (BENCH_HISTORY=0).');
  else {
    figures.history = await step(
      `history (${HISTORY.learners} two-year learners, ${HISTORY.concurrency} at once)`,
      () =>
        runHistory({
          stackUrl: stack.url,
          ports,
          databaseUrl: data.databaseUrl,
          redisUrl: data.redisUrl,
          runId,
        }),
    );
  }
}

let exitCode = 0;
try {
  if (!(await ensureDebianCommand('chromium', 'chromium'))) {
    throw new Error('Chromium is needed for the front-end figures: apt-get install chromium.');
  }
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    await step('build (nx, cached)', () =>
      run('npx', ['nx', 'run-many', '-t', 'build', '--output-style=static'], {
        stdio: ['ignore', 'ignore', 'inherit'],
      }),
    );
  }
  const stackOptions = {
    ports,
    databaseName: `gp_bench_${runId}`,
    redisPrefix,
    logName: `gp-bench-stack-${runId}`,
    start: (fn) => step('start the stack', fn),
  };
  await withBenchStack(stackOptions, async ({ stack, data }) => {
    const cookie = await registerLearner(stack.url, `bench_${runId}`);
    const figures = {
      frontEnd: null,
      designFloor: designFloor(),
      lighthouseMobile: null,
      pageCpu: null,
      render: null,
      api: null,
      quiz: null,
      history: null,
    };
    const notes = [];
    figures.frontEnd = await step('front-end sizes (Chromium)', () => measureFrontEnd(stack.url, cookie));
    if (lighthouseRuns > 0) {
      try {
        figures.lighthouseMobile = await step(`Lighthouse (${lighthouseRuns} runs per route)`, () =>
          runLighthouse(stack.url, cookie, lighthouseRuns),
        );
      } catch (error) {
        notes.push(`Lighthouse could not run: ${error.message}`);
      }
    } else notes.push('Lighthouse skipped (BENCH_LIGHTHOUSE_RUNS=0).');
    figures.pageCpu = await step('main-thread CPU of learner pages (Chromium, /proc)', () =>
      measurePageCpu(stack.url, cookie),
    );
    if (!figures.pageCpu) notes.push('Main-thread CPU of learner pages not measured: no /proc here.');
    figures.render = await step('server render of learner pages', () =>
      measureRenderCost({ gatewayUrl: stack.url, rendererUrl: stack.env.RENDERER_URL }),
    );
    const previous = newestResult();
    if (figures.lighthouseMobile)
      figures.lighthouseMobile = withBudgetChecks(
        figures.lighthouseMobile,
        previous?.result.figures.lighthouseMobile,
      );
    if (frontEndOnly) notes.push('API load, quiz API and history skipped (--only=frontend).');
    else await runServerParts({ figures, notes, stack, data, cookie });
    const result = {
      ...runStamp(),
      load: LOAD,
      targets: { jsGzipKb: JS_TARGET_KB, startup: BUDGETS },
      figures,
    };
    const worse = previous ? compareWithPrevious(flatten(previous.result.figures), flatten(figures)) : null;
    printReport({ result, previous, worse, notes });
    if (process.env.BENCH_NO_SAVE !== '1') log(`Saved ${saveResult(result)}`);
  });
} catch (error) {
  console.error(`\n${error.stack ?? error.message}`);
  exitCode = 1;
}
process.exit(exitCode);
