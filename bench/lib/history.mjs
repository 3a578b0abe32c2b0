// The history section: what a learner's history costs. Registers learners through the gateway, seeds two
// years of history for most of them in SQL (lib/history-seed.mjs), then measures the calls that read a
// learner's history, for learners on their first day and for two-year learners, each case at CONCURRENCY
// learners at once (one closed loop per learner, each with its own session), through the gateway.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { log, repoRoot } from '../../scripts/lib/run.mjs';
import { registerLearner, WARMUP_SECONDS } from './api.mjs';
import { cpuCeiling } from './cpu-ceiling.mjs';
import {
  historyTargets,
  latencyFigures,
  ratio,
  storagePerLearner,
  HISTORY_TARGETS,
} from './history-figures.mjs';
import {
  dailyChallengesStatement,
  NEW_LEARNER_PLAN,
  plannedRows,
  seedHistory,
  TWO_YEAR_PLAN,
} from './history-seed.mjs';
import { localRedisPort, processCpu } from './process-cpu.mjs';

const require = createRequire(join(repoRoot, 'package.json'));
const { Client, Pool } = require('undici');

export const HISTORY = {
  /** Two-year learners seeded (BENCH_HISTORY_LEARNERS). */
  learners: Number(process.env.BENCH_HISTORY_LEARNERS ?? 200),
  /** Learners measured at once (each its own session and closed loop). */
  concurrency: 20,
  durationSeconds: Number(process.env.BENCH_DURATION ?? 10),
};

/**
 * The calls measured. The /progress Analytics tab reads the progress summary, the 50 latest quiz results
 * and the week's study time (mfe-progress analytics-tab.tsx); the dashboard reads the summary and checks
 * achievements; the results tab the first page of results; "review my mistakes" starts a quiz.
 */
export const HISTORY_CALLS = [
  { name: 'POST /api/user/check-achievements', method: 'POST', path: '/api/user/check-achievements' },
  { name: 'GET /api/user/progress-summary', method: 'GET', path: '/api/user/progress-summary' },
  { name: 'GET /api/quiz-results (first page)', method: 'GET', path: '/api/quiz-results' },
  {
    name: 'GET /api/quiz-results 50 latest (analytics)',
    method: 'GET',
    path: '/api/quiz-results?page=1&pageSize=50',
  },
  { name: 'GET /api/user/study-time 7 days (analytics)', method: 'GET', path: '/api/user/study-time?days=7' },
  {
    name: 'POST /api/mistakes-review',
    method: 'POST',
    path: '/api/mistakes-review',
    body: { questionCount: 10 },
  },
  // Not one of the calls: what serving a quiz costs on this machine when no history is read, the floor
  // under the mistakes review (which serves one too).
  {
    name: 'POST /api/questions (reference: a quiz, no history read)',
    reference: true,
    method: 'POST',
    path: '/api/questions',
    body: {
      difficultyLevel: 'intermediate',
      questionTypes: ['fill_blank', 'rearrange', 'completion', 'error_correction', 'multiple_choice'],
      questionCount: 10,
    },
  },
];

/** The calls this run measures: those whose name contains BENCH_HISTORY_CALLS (all when unset). */
function measuredCalls() {
  const only = process.env.BENCH_HISTORY_CALLS;
  const calls = only ? HISTORY_CALLS.filter((call) => call.name.includes(only)) : HISTORY_CALLS;
  if (calls.length === 0) throw new Error(`BENCH_HISTORY_CALLS=${only} matches none of the history calls`);
  return calls;
}

/**
 * One request on `dispatcher` (an undici Client or Pool of the gateway); resolves to its status once the body
 * has been read. undici rather than node:http: the load generator shares the cores with the stack, and undici's
 * client costs it less CPU per request.
 */
async function request(dispatcher, base, { method, path, body }, cookie) {
  const payload = body ? JSON.stringify(body) : undefined;
  const res = await dispatcher.request({
    method,
    path,
    headers: { cookie, origin: base, ...(payload ? { 'content-type': 'application/json' } : {}) },
    body: payload,
  });
  await res.body.dump({ limit: Number.MAX_SAFE_INTEGER });
  return res.statusCode;
}

/**
 * One closed loop per cookie for `seconds`: each sends `call` on a connection of its own, waits for the
 * answer, sends the next. Returns the latencies (ms) of the 2xx answers, and counts of errors and other
 * statuses.
 */
async function closedLoops(base, call, cookies, seconds) {
  const latencies = [];
  let errors = 0;
  let non2xx = 0;
  const end = performance.now() + seconds * 1000;
  const clients = cookies.map(() => new Client(base, { pipelining: 1 }));
  await Promise.all(
    cookies.map(async (cookie, i) => {
      while (performance.now() < end) {
        const t0 = performance.now();
        try {
          const status = await request(clients[i], base, call, cookie);
          if (status >= 200 && status < 300) latencies.push(performance.now() - t0);
          else non2xx++;
        } catch {
          errors++;
        }
      }
    }),
  );
  await Promise.all(clients.map((client) => client.destroy()));
  return { latencies, errors, non2xx };
}

/** A warm-up at the same load, then the measured loops with the CPU each process spent per request. */
async function measure(base, call, cookies, cpu) {
  if (WARMUP_SECONDS > 0) await closedLoops(base, call, cookies, WARMUP_SECONDS);
  await cpu.start();
  const run = await closedLoops(base, call, cookies, HISTORY.durationSeconds);
  const figures = latencyFigures(run.latencies, HISTORY.durationSeconds);
  const spent = await cpu.perRequest(figures.requests + run.non2xx);
  return {
    ...figures,
    errors: run.errors,
    non2xx: run.non2xx,
    cpu: spent.total,
    cpuCeiling: cpuCeiling(spent),
  };
}

/** `fn(item, i)` for every item, `parallel` at a time; the results in the items' order. */
async function forEachParallel(items, parallel, fn) {
  const out = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      for (let i = next++; i < items.length; i = next++) out[i] = await fn(items[i], i);
    }),
  );
  return out;
}

/** Registers `count` learners through the gateway, two at a time: [{username, cookie}]. */
function registerLearners(base, prefix, count) {
  const names = Array.from({ length: count }, (_, i) => `${prefix}${i}`);
  return forEachParallel(names, 2, async (username) => ({
    username,
    cookie: await registerLearner(base, username),
  }));
}

/** Rows and bytes of every table of the learning schema, and the rows of `userIds` where it has a user column. */
async function tableSizes(client, userIds) {
  const { rows: tables } = await client.query(
    `SELECT c.relname AS "table", pg_total_relation_size(c.oid)::bigint AS bytes,
            EXISTS (SELECT 1 FROM information_schema.columns col
                    WHERE col.table_schema = 'learning' AND col.table_name = c.relname
                      AND col.column_name = 'userId') AS "perUser"
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'learning' AND c.relkind = 'r' ORDER BY c.relname`,
  );
  const out = [];
  for (const t of tables) {
    const ident = `learning."${t.table.replace(/"/g, '""')}"`;
    const { rows } = await client.query(
      t.perUser
        ? `SELECT count(*)::bigint AS "rows", (count(*) FILTER (WHERE "userId" = ANY($1::int[])))::bigint AS "learnerRows" FROM ${ident}`
        : `SELECT count(*)::bigint AS "rows", NULL AS "learnerRows" FROM ${ident}`,
      t.perUser ? [userIds] : [],
    );
    out.push({
      table: t.table,
      rows: Number(rows[0].rows),
      learnerRows: rows[0].learnerRows === null ? null : Number(rows[0].learnerRows),
      bytes: Number(t.bytes),
    });
  }
  return out;
}

/**
 * Runs the section against a started stack ({url}) on `ports` ({gateway, identity, learning}) and its
 * database; returns the figures saved as `history` in the result.
 */
export async function runHistory({ stackUrl, ports, databaseUrl, redisUrl, runId }) {
  const { Client } = require('pg');
  const concurrency = Math.min(HISTORY.concurrency, HISTORY.learners);
  if (!(HISTORY.learners >= 1)) throw new Error('BENCH_HISTORY_LEARNERS must be at least 1');
  const t0 = Date.now();
  const newLearners = await registerLearners(stackUrl, `bhn_${runId}_`, concurrency);
  const twoYearLearners = await registerLearners(stackUrl, `bhy_${runId}_`, HISTORY.learners);
  log(`registered ${concurrency + HISTORY.learners} learners (${((Date.now() - t0) / 1000).toFixed(1)} s)`);

  const clients = [
    new Client({ connectionString: databaseUrl }),
    new Client({ connectionString: databaseUrl }),
  ];
  await Promise.all(clients.map((c) => c.connect()));
  try {
    const idsOf = async (learners) => {
      const { rows } = await clients[0].query(
        'SELECT id, username FROM identity.users WHERE username = ANY($1::text[])',
        [learners.map((l) => l.username)],
      );
      const byName = new Map(rows.map((r) => [r.username, r.id]));
      return learners.map((l) => byName.get(l.username));
    };
    const newIds = await idsOf(newLearners);
    const twoYearIds = await idsOf(twoYearLearners);

    const seedStart = Date.now();
    const daily = dailyChallengesStatement(TWO_YEAR_PLAN.dailyChallengeDays);
    await clients[0].query(daily.text, daily.values);
    await seedHistory(clients, NEW_LEARNER_PLAN, newIds);
    let lastReport = 0;
    await seedHistory(clients, TWO_YEAR_PLAN, twoYearIds, {
      onBatch: (done, total) => {
        if (Date.now() - lastReport > 15_000 || done === total) {
          lastReport = Date.now();
          log(`  history: ${done}/${total} batches (${((Date.now() - seedStart) / 1000).toFixed(0)} s)`);
        }
      },
    });
    // VACUUM as well: after millions of inserted rows autovacuum would otherwise scan the seeded tables during
    // the measured cases, and its worker counts among the database's backends (CPU per request).
    await clients[0].query('VACUUM (ANALYZE)');
    const seedSeconds = Math.round((Date.now() - seedStart) / 100) / 10;
    const planned = plannedRows(TWO_YEAR_PLAN, HISTORY.learners);
    log(
      `seeded ${HISTORY.learners} two-year learners in SQL: ${planned.quizAnswers.toLocaleString('en')} answers, ${planned.quizzes.toLocaleString('en')} finished quizzes, in ${seedSeconds} s`,
    );

    // Every two-year learner opens the dashboard once (their achievements are earned and stored), then the
    // storage is measured, before the load adds the quizzes the mistakes reviews serve.
    const opened = Date.now();
    const pool = new Pool(stackUrl, { connections: 2 });
    try {
      await forEachParallel(twoYearLearners, 2, async (l) => {
        const status = await request(pool, stackUrl, HISTORY_CALLS[0], l.cookie);
        if (status < 200 || status >= 300) throw new Error(`${HISTORY_CALLS[0].name} answered ${status}`);
      });
    } finally {
      await pool.destroy();
    }
    log(
      `every two-year learner checked their achievements once (${((Date.now() - opened) / 1000).toFixed(1)} s)`,
    );
    const storage = storagePerLearner(await tableSizes(clients[0], twoYearIds), twoYearIds.length);

    const redisPort = localRedisPort(redisUrl);
    const cpu = await processCpu(
      {
        gateway: ports.gateway,
        identity: ports.identity,
        learning: ports.learning,
        ...(redisPort ? { redis: redisPort } : {}),
      },
      databaseUrl,
    );
    const cases = {};
    try {
      const newCookies = newLearners.map((l) => l.cookie);
      const twoYearCookies = twoYearLearners.slice(0, concurrency).map((l) => l.cookie);
      for (const call of measuredCalls()) {
        log(`  ${call.name}: ${concurrency} learners at once, ${HISTORY.durationSeconds} s a case`);
        const newLearner = await measure(stackUrl, call, newCookies, cpu);
        const twoYear = await measure(stackUrl, call, twoYearCookies, cpu);
        cases[call.name] = {
          ...(call.reference ? { reference: true } : {}),
          newLearner,
          twoYear,
          ratioP50: ratio(twoYear.p50, newLearner.p50),
          ratioP99: ratio(twoYear.p99, newLearner.p99),
        };
      }
    } finally {
      await cpu.close();
    }
    return {
      learners: HISTORY.learners,
      concurrency,
      durationSeconds: HISTORY.durationSeconds,
      plan: { twoYear: TWO_YEAR_PLAN, newLearner: NEW_LEARNER_PLAN },
      seedSeconds,
      targetsSet: HISTORY_TARGETS,
      cases,
      targets: historyTargets(cases),
      storage,
    };
  } finally {
    await Promise.all(clients.map((c) => c.end().catch(() => undefined)));
  }
}
