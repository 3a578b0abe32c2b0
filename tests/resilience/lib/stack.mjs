// A stack for resilience tests: identity, learning and gateway from their builds, each a child process that
// a test can kill and start again, on ports of their own, with their own database and Redis prefix.
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  deleteRedisPrefix,
  dropDatabase,
  ensureDatabase,
  resolveDataServices,
} from '../../../scripts/lib/data-services.mjs';
import { httpOk, repoRoot, waitFor } from '../../../scripts/lib/run.mjs';
import { migrateAndSeed } from '../../../scripts/lib/stack.mjs';

export const SERVICE_NAMES = ['identity', 'learning', 'gateway'];

/**
 * Starts the stack. `databaseServerUrl` and `redisUrl` name the servers; a database `gp_res_<id>` and a
 * prefix `gp_res_<id>:` are created for the run and removed by `stop()`.
 */
export async function startResilienceStack({ portBase, databaseServerUrl, redisUrl, extraEnv = {} }) {
  const runId = randomBytes(4).toString('hex');
  const databaseUrl = new URL(databaseServerUrl);
  databaseUrl.pathname = `/gp_res_${runId}`;
  const redisPrefix = `gp_res_${runId}:`;
  const ports = { gateway: portBase, identity: portBase + 1, learning: portBase + 2 };
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL: redisUrl,
    REDIS_PREFIX: redisPrefix,
    GATEWAY_PORT: String(ports.gateway),
    IDENTITY_PORT: String(ports.identity),
    LEARNING_PORT: String(ports.learning),
    IDENTITY_URL: `http://127.0.0.1:${ports.identity}`,
    LEARNING_URL: `http://127.0.0.1:${ports.learning}`,
    FRONTEND_ROOT: repoRoot,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_LOGIN_MAX: '100000',
    RATE_LIMIT_SCALE: '1000',
    ...extraEnv,
  };
  await ensureDatabase(env.DATABASE_URL);
  await migrateAndSeed(env);
  const logFile = join(tmpdir(), `gp-resilience-${runId}.log`);
  const logStream = createWriteStream(logFile, { flags: 'a' });
  const children = new Map();

  const start = async (name) => {
    const child = spawn('node', [join('services', name, 'dist', 'main.js')], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk) => logStream.write(chunk));
    child.stderr.on('data', (chunk) => logStream.write(chunk));
    children.set(name, child);
    await waitFor(() => httpOk(`http://127.0.0.1:${ports[name]}/health`), {
      timeoutMs: 60_000,
      what: `${name} /health`,
    });
  };

  const kill = (name, signal = 'SIGKILL') =>
    new Promise((resolve) => {
      const child = children.get(name);
      if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
    });

  try {
    await Promise.all(['identity', 'learning'].map(start));
    await start('gateway');
    await waitFor(() => httpOk(`http://127.0.0.1:${ports.gateway}/health/ready`), {
      timeoutMs: 30_000,
      what: 'gateway /health/ready',
    });
  } catch (error) {
    await Promise.all(SERVICE_NAMES.map((name) => kill(name)));
    throw new Error(`${error.message} (service logs: ${logFile})`, { cause: error });
  }

  return {
    url: `http://127.0.0.1:${ports.gateway}`,
    ports,
    env,
    logFile,
    databaseUrl: env.DATABASE_URL,
    redisPrefix,
    start,
    kill,
    stop: async () => {
      await Promise.all(SERVICE_NAMES.map((name) => kill(name, 'SIGTERM')));
      logStream.end();
      await dropDatabase(env.DATABASE_URL).catch(() => undefined);
      await deleteRedisPrefix(redisUrl, redisPrefix).catch(() => undefined);
    },
  };
}

/** The first port of a test file's stack: RESILIENCE_PORT_BASE (4400) plus the file's own offset. */
export const portBase = (offset) => Number(process.env.RESILIENCE_PORT_BASE ?? 4400) + offset;

/**
 * A stack on this machine's Postgres and Redis (or embedded ones, as `npm test` finds them) at
 * `portBase(offset)`; `stop()` also releases what it started.
 */
export async function startStackOnDataServices(offset, extraEnv = {}) {
  const data = await resolveDataServices();
  try {
    const stack = await startResilienceStack({
      portBase: portBase(offset),
      databaseServerUrl: data.databaseUrl,
      redisUrl: data.redisUrl,
      extraEnv,
    });
    return {
      ...stack,
      stop: async () => {
        await stack.stop();
        await data.stop();
      },
    };
  } catch (error) {
    await data.stop();
    throw error;
  }
}
