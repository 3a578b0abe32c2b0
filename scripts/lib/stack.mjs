// Starts the composed back end (identity, learning, gateway) from their builds, after migrations and seed.
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { assertPortsFree } from './ports.mjs';
import { httpOk, log, repoRoot, run, waitFor } from './run.mjs';

export const DEFAULT_PORTS = { gateway: 3000, identity: 3001, learning: 3002, renderer: 3003 };

/** The shell's renderer of learner pages (DESIGN.md §8): its own process, built from the shell. */
const RENDERER_ENTRY = join('shell', 'renderer-build', 'renderer.js');

const SERVICES = [
  { name: 'identity', colour: 35, entry: join('services', 'identity', 'dist', 'main.js') },
  { name: 'learning', colour: 33, entry: join('services', 'learning', 'dist', 'main.js') },
  { name: 'renderer', colour: 36, entry: RENDERER_ENTRY },
  { name: 'gateway', colour: 32, entry: join('services', 'gateway', 'dist', 'main.js') },
];

/** The renderer's port when a caller names only the three services': five above the gateway's. */
export const rendererPortOf = (ports) => ports.renderer ?? ports.gateway + 5;

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
    RENDERER_PORT: String(rendererPortOf(ports)),
    RENDERER_URL: `http://127.0.0.1:${rendererPortOf(ports)}`,
    FRONTEND_URL: `http://127.0.0.1:${ports.gateway}`,
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
 * Starts the three services and the shell's renderer. Returns {url, env, stop, restart(name)}.
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
  await assertPortsFree({ ...ports, renderer: rendererPortOf(ports) });
  const env = stackEnv({ ports, databaseUrl, redisUrl, redisPrefix, extraEnv });
  await migrateAndSeed(env);
  let logFd;
  if (logFile) {
    mkdirSync(dirname(logFile), { recursive: true });
    logFd = openSync(logFile, 'a');
  }
  const children = new Map();
  const startOne = ({ name, colour, entry }) => {
    const child = spawn('node', [entry], {
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
