// `npm run bench:quiz`: the quiz API under load. Generates a 100,000-question bank in a scratch database,
// starts identity, learning and gateway (ports BENCH_QUIZ_PORT_BASE.. +2, default 4310), registers a learner
// and prints req/s, p50 and p99 of POST /api/questions (40 questions, filtered) and POST /api/check-answer
// at 50 connections through the gateway, with the CPU time each service and Postgres spent per request.
// The scratch database, Redis keys and content folder are removed.
//
// Environment: BENCH_QUIZ_PORT_BASE (4310), BENCH_QUIZ_BANK (100000), BENCH_DURATION (10 s a case),
// BENCH_WARMUP (3 s of the same load before each case, unmeasured, so that figures are of compiled code),
// BENCH_SKIP_BUILD=1 (use the existing dist/ folders).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir, loadavg } from 'node:os';
import { join } from 'node:path';
import { LOAD, WARMUP_SECONDS, loadWithCpu, registerLearner } from '../../../bench/lib/api.mjs';
import { deleteRedisPrefix, dropDatabase, resolveDataServices } from '../../../scripts/lib/data-services.mjs';
import { log, repoRoot, run } from '../../../scripts/lib/run.mjs';
import { startStack } from '../../../scripts/lib/stack.mjs';
import { localRedisPort, processCpu } from '../../../bench/lib/process-cpu.mjs';
import { generateBank } from './generate-bank.mjs';

const base = Number(process.env.BENCH_QUIZ_PORT_BASE ?? 4310);
const ports = { gateway: base, identity: base + 1, learning: base + 2 };
const bankSize = Number(process.env.BENCH_QUIZ_BANK ?? 100_000);
const runId = randomBytes(4).toString('hex');
const redisPrefix = `gp_bench_quiz_${runId}:`;
const TARGET_P99_MS = { questions: 20, checkAnswer: 10 };

/** 40 intermediate B1 questions of three types in one category: the filtered case. */
const QUIZ_SETTINGS = {
  difficultyLevel: 'intermediate',
  cefrLevel: 'b1',
  category: 'everyday',
  questionTypes: ['fill_blank', 'rearrange', 'completion'],
  questionCount: 40,
};

async function post(url, path, cookie, body) {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: url },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/** Enough distinct (quiz, question) pairs that no check in the run repeats one (a repeat is a 409). */
async function answerPairs(url, cookie, wanted) {
  const pairs = [];
  while (pairs.length < wanted) {
    const quiz = await post(url, '/api/questions', cookie, QUIZ_SETTINGS);
    for (const q of quiz.questions) {
      pairs.push({
        quizId: quiz.quizId,
        questionId: q.id,
        answer: q.options?.[0] ?? q.words?.join(' ') ?? 'x',
      });
    }
  }
  return pairs;
}

const row = (name, f, target) =>
  `${name.padEnd(34)} ${String(f.reqPerSec).padStart(7)} ${String(f.p50).padStart(7)} ${String(f.p99).padStart(7)}   ${
    f.p99 <= target ? 'ok' : 'over'
  } (target p99 ≤ ${target} ms)${f.errors || f.non2xx ? `  ${f.errors} errors, ${f.non2xx} non-2xx` : ''}`;
/**
 * At LOAD.connections closed-loop connections the rate is connections ÷ mean latency (Little's law), and the
 * p99 is at least the mean: a p99 of `targetMs` needs at least connections ÷ targetMs requests a second.
 */
const neededRate = (targetMs) => Math.ceil((LOAD.connections * 1000) / targetMs);
const ceilingRow = (name, f, targetMs) =>
  `${name.padEnd(34)} ${String(f.cpuCeiling ?? '?').padStart(11)} ${String(neededRate(targetMs)).padStart(
    10,
  )}   ${f.cpuCeiling !== null && f.cpuCeiling >= neededRate(targetMs) ? 'within the ceiling' : 'beyond this machine'}`;
const cpuRow = (name, f) =>
  `${name.padEnd(34)} ${Object.entries(f.cpu)
    .map(([service, micros]) => `${service} ${micros}`)
    .join(', ')}`;

let exitCode = 0;
const contentDir = mkdtempSync(join(tmpdir(), 'gp-bench-bank-'));
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
      {
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
  }
  log(`Generating a ${bankSize.toLocaleString('en')}-question bank in ${contentDir}`);
  generateBank(join(repoRoot, 'services', 'learning', 'content'), contentDir, bankSize);
  const data = await resolveDataServices({ databaseName: `gp_bench_quiz_${runId}` });
  let stack;
  let cpu;
  try {
    stack = await startStack({
      ports,
      databaseUrl: data.databaseUrl,
      redisUrl: data.redisUrl,
      redisPrefix,
      logFile: join(tmpdir(), `gp-bench-quiz-${runId}.log`),
      extraEnv: {
        CONTENT_DIR: contentDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        SESSION_SECRET: `bench-session-secret-${randomBytes(16).toString('hex')}`,
        RATE_LIMIT_LOGIN_MAX: '1000',
        RATE_LIMIT_SCALE: '100000',
      },
    });
    const cookie = await registerLearner(stack.url, `bench_quiz_${runId}`);
    const redisPort = localRedisPort(data.redisUrl);
    cpu = await processCpu({ ...ports, ...(redisPort ? { redis: redisPort } : {}) }, data.databaseUrl);
    const headers = { cookie, origin: stack.url, 'content-type': 'application/json' };
    // Warm-up: the first request loads the bank's index.
    await post(stack.url, '/api/questions', cookie, QUIZ_SETTINGS);

    log(`POST /api/questions: ${LOAD.connections} connections, ${LOAD.durationSeconds} s`);
    const questions = await loadWithCpu(`${stack.url}/api/questions`, cpu, {
      method: 'POST',
      headers,
      body: JSON.stringify(QUIZ_SETTINGS),
    });

    const pairs = await answerPairs(
      stack.url,
      cookie,
      Math.max(20_000, questions.reqPerSec * (WARMUP_SECONDS + LOAD.durationSeconds) * 3),
    );
    log(
      `POST /api/check-answer: ${LOAD.connections} connections, ${LOAD.durationSeconds} s, ${pairs.length} distinct questions ready`,
    );
    let next = 0;
    const checkAnswer = await loadWithCpu(`${stack.url}/api/check-answer`, cpu, {
      requests: [
        {
          method: 'POST',
          headers,
          setupRequest: (request) => ({ ...request, body: JSON.stringify(pairs[next++ % pairs.length]) }),
        },
      ],
    });

    console.log(
      `\nQuiz API through the gateway, ${bankSize.toLocaleString('en')} questions, load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    console.log(
      `${'case'.padEnd(34)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)}`,
    );
    console.log(row('POST /api/questions (40, filtered)', questions, TARGET_P99_MS.questions));
    console.log(row('POST /api/check-answer', checkAnswer, TARGET_P99_MS.checkAnswer));
    console.log('\nCPU time per request, µs (utime + stime from /proc)');
    console.log(cpuRow('POST /api/questions (40, filtered)', questions));
    console.log(cpuRow('POST /api/check-answer', checkAnswer));
    console.log(
      `\nThe CPU ceiling (what ${availableParallelism()} cores allow at these costs, each event loop on one core at most) against the rate each p99 target needs (${LOAD.connections} connections ÷ target: p99 ≥ mean latency = connections ÷ rate)`,
    );
    console.log(`${'case'.padEnd(34)} ${'ceiling/s'.padStart(11)} ${'needed/s'.padStart(10)}`);
    console.log(ceilingRow('POST /api/questions (40, filtered)', questions, TARGET_P99_MS.questions));
    console.log(ceilingRow('POST /api/check-answer', checkAnswer, TARGET_P99_MS.checkAnswer));
  } finally {
    await cpu?.close();
    await stack?.stop();
    await dropDatabase(data.databaseUrl).catch(() => undefined);
    await deleteRedisPrefix(data.redisUrl, redisPrefix).catch(() => undefined);
    await data.stop();
  }
} catch (error) {
  console.error(`\n${error.stack ?? error.message}`);
  exitCode = 1;
} finally {
  rmSync(contentDir, { recursive: true, force: true });
}
process.exit(exitCode);
