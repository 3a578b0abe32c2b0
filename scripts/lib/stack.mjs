// Starts the composed back end (identity, learning, gateway) from their builds, after migrations and seed.
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { assertPortsFree } from './ports.mjs';
import { httpOk, log, repoRoot, run, waitFor } from './run.mjs';

export const DEFAULT_PORTS = { gateway: 3000, identity: 3001, learning: 3002 };

const SERVICES = [
  { name: 'identity', colour: 35 },
  { name: 'learning', colour: 33 },
  { name: 'gateway', colour: 32 },
];

function stackEnv({ ports, databaseUrl, redisUrl, redisPrefix, extraEnv }) {
  return {
    ...process.env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: redisPrefix,
    GATEWAY_PORT: String(ports.gateway),
    IDENTITY_PORT: String(ports.identity),
    LEARNING_PORT: String(ports.learning),
    IDENTITY_URL: `http://127.0.0.1:${ports.identity}`,
    LEARNING_URL: `http://127.0.0.1:${ports.learning}`,
    FRONTEND_ROOT: repoRoot,
    ...extraEnv,
  };
}

/** Output to the terminal, each line with the service's name as a coloured prefix. */
function pipeOutput(child, name, colour) {
  for (const stream of [child.stdout, child.stderr]) {
    const lines = createInterface({ input: stream });
    lines.on('line', (line) => process.stdout.write(`\x1b[${colour}m${name.padEnd(8)}\x1b[0m ${line}\n`));
  }
}

export async function migrateAndSeed(env) {
  log('Migrating and seeding...');
  await run('node', ['services/identity/dist/migrate.js'], { env });
  await run('node', ['services/learning/dist/migrate.js'], { env });
  await run('node', ['services/learning/dist/seed.js'], { env });
}

/**
 * Starts the three services. Returns {url, env, stop, restart(name)}.
 * `logFile` sends their output to a file instead of the terminal: the services write to it themselves (their
 * JSON lines name the service), so that a benchmark's own process does not spend CPU passing their lines on.
 */
export async function startStack({
  ports = DEFAULT_PORTS,
  databaseUrl,
  redisUrl,
  redisPrefix = 'gp:',
  logFile,
  extraEnv = {},
}) {
  await assertPortsFree(ports);
  const env = stackEnv({ ports, databaseUrl, redisUrl, redisPrefix, extraEnv });
  await migrateAndSeed(env);
  let logFd;
  if (logFile) {
    mkdirSync(dirname(logFile), { recursive: true });
    logFd = openSync(logFile, 'a');
  }
  const children = new Map();
  const startOne = ({ name, colour }) => {
    const child = spawn('node', [join('services', name, 'dist', 'main.js')], {
      cwd: repoRoot,
      env,
      stdio: logFd === undefined ? ['ignore', 'pipe', 'pipe'] : ['ignore', logFd, logFd],
    });
    if (logFd === undefined) pipeOutput(child, name, colour);
    children.set(name, child);
    return child;
  };
  SERVICES.forEach(startOne);
  const url = `http://127.0.0.1:${ports.gateway}`;
  const stop = async () => {
    await Promise.all(
      [...children.values()].map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
            child.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
            child.kill('SIGTERM');
          }),
      ),
    );
    if (logFd !== undefined) {
      closeSync(logFd);
      logFd = undefined;
    }
  };
  try {
    await waitFor(() => httpOk(`${url}/health/ready`), {
      timeoutMs: 60_000,
      what: `the gateway at ${url}/health/ready`,
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, env, stop };
}
