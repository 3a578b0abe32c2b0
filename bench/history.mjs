// `npm run bench:history`: the history section of `npm run bench` alone — what a learner's history costs.
// Builds the services (nx, cached), starts them on spare ports with a database and Redis prefix of their own
// (removed afterwards), registers learners, seeds two years of history for BENCH_HISTORY_LEARNERS of them in
// SQL and measures the calls that read a learner's history for a new and a two-year learner
// (lib/history.mjs). Saves the figures under bench/results/history/ and compares them with the newest there.
//
// Environment: BENCH_PORT_BASE (4300: gateway, +1 identity, +2 learning), BENCH_HISTORY_LEARNERS (200),
// BENCH_DURATION (10 s a case), BENCH_WARMUP (3 s before each case, unmeasured), BENCH_SKIP_BUILD=1 (use the
// existing dist/ folders), BENCH_NO_SAVE=1 (print only), BENCH_HISTORY_CALLS (only the calls whose name contains it).
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { log, run } from '../scripts/lib/run.mjs';
import { runStamp, withBenchStack } from './lib/bench-stack.mjs';
import { HISTORY, runHistory } from './lib/history.mjs';
import { printComparison, printHistory } from './lib/report.mjs';
import { compareWithPrevious, flatten, newestResult, RESULTS_DIR, saveResult } from './lib/results.mjs';

const base = Number(process.env.BENCH_PORT_BASE ?? 4300);
const ports = { gateway: base, identity: base + 1, learning: base + 2 };
const runId = randomBytes(4).toString('hex');
const redisPrefix = `gp_bench_history_${runId}:`;
const historyDir = join(RESULTS_DIR, 'history');

let exitCode = 0;
try {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    log('Building identity, learning and gateway (nx, cached)...');
    await run(
      'npx',
      [
        'nx',
        'run-many',
        '-t',
        'build',
        '-p',
        '@grammarpath/identity',
        '@grammarpath/learning',
        '@grammarpath/gateway',
        '--output-style=static',
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
  }
  await withBenchStack(
    { ports, databaseName: `gp_bench_history_${runId}`, redisPrefix, logName: `gp-bench-history-${runId}` },
    async ({ stack, data }) => {
      log(`History: ${HISTORY.learners} two-year learners, ${HISTORY.concurrency} at once`);
      const history = await runHistory({
        stackUrl: stack.url,
        ports,
        databaseUrl: data.databaseUrl,
        redisUrl: data.redisUrl,
        runId,
      });
      const result = { ...runStamp(), figures: { history } };
      console.log(`\nGrammarPath benchmark, history section — ${result.date}, commit ${result.commit}`);
      console.log(
        `machine: ${result.machine.cpus} cores, load average ${result.machine.loadavg.join(' ')} (shared machine: load figures are noisy)\n`,
      );
      printHistory(history, result.machine);
      const previous = newestResult(historyDir);
      const worse = previous
        ? compareWithPrevious(flatten(previous.result.figures), flatten(result.figures))
        : null;
      printComparison(previous, worse, 'bench/results/history/');
      if (process.env.BENCH_NO_SAVE !== '1') log(`Saved ${saveResult(result, historyDir)}`);
    },
  );
} catch (error) {
  console.error(`\n${error.stack ?? error.message}`);
  exitCode = 1;
}
process.exit(exitCode);
