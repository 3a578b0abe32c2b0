// The stack a benchmark runs against: the services from their builds, on its own ports, database and Redis
// prefix, in production mode, with rate limits scaled out of the way (one benchmark address sends far more
// than any limit allows a person) and the services' output in a log file.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteRedisPrefix, dropDatabase, resolveDataServices } from '../../scripts/lib/data-services.mjs';
import { repoRoot } from '../../scripts/lib/run.mjs';
import { startStack } from '../../scripts/lib/stack.mjs';

export function startBenchStack({ ports, data, redisPrefix, logName }) {
  return startStack({
    ports,
    databaseUrl: data.databaseUrl,
    redisUrl: data.redisUrl,
    redisPrefix,
    logFile: join(tmpdir(), `${logName}.log`),
    extraEnv: {
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      NODE_ENV: 'production',
      RATE_LIMIT_SCALE: '100000',
      SESSION_SECRET: `bench-session-secret-${randomBytes(16).toString('hex')}`,
    },
  });
}

/**
 * Runs `use({ stack, data })` against a bench stack on a database of its own (`databaseName`) and the Redis
 * prefix `redisPrefix`; the stack, the database and the prefix are removed afterwards, whatever happens.
 * `start` wraps the stack's start-up (e.g. in a logged step).
 */
export async function withBenchStack(
  { ports, databaseName, redisPrefix, logName, start = (fn) => fn() },
  use,
) {
  const data = await resolveDataServices({ databaseName });
  let stack;
  try {
    stack = await start(() => startBenchStack({ ports, data, redisPrefix, logName }));
    return await use({ stack, data });
  } finally {
    await stack?.stop();
    await dropDatabase(data.databaseUrl).catch(() => undefined);
    await deleteRedisPrefix(data.redisUrl, redisPrefix).catch(() => undefined);
    await data.stop();
  }
}

/** When, at which commit and on what machine (cores, load average) a result was measured. */
export function runStamp() {
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot }).toString().trim();
  } catch {
    // not a git checkout
  }
  return {
    date: new Date().toISOString(),
    commit,
    machine: { cpus: cpus().length, loadavg: loadavg().map((l) => +l.toFixed(2)) },
  };
}
