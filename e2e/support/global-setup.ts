import { randomBytes } from 'node:crypto';
import { join } from 'node:path';

/** E2E_PORT_BASE lets several suites run side by side (gateway on the base port, services on the next two). */
export const E2E_PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 4100);
const E2E_PORTS = { gateway: E2E_PORT_BASE, identity: E2E_PORT_BASE + 1, learning: E2E_PORT_BASE + 2 };

interface Stack {
  stop(): Promise<void>;
}

/**
 * Without E2E_BASE_URL, starts the composed stack from the builds on its own ports, database and Redis prefix
 * (so it can run beside `npm start`), and returns the teardown that stops it and removes what it created.
 */
export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.E2E_BASE_URL) return undefined;
  const lib = join(__dirname, '..', '..', 'scripts', 'lib');
  const dataServices = await import(join(lib, 'data-services.mjs'));
  const { startStack } = await import(join(lib, 'stack.mjs'));
  const runId = randomBytes(4).toString('hex');
  const data = await dataServices.resolveDataServices({ databaseName: `gp_e2e_${runId}` });
  const redisPrefix = `gp_e2e_${runId}:`;
  let stack: Stack;
  try {
    stack = await startStack({
      ports: E2E_PORTS,
      databaseUrl: data.databaseUrl,
      redisUrl: data.redisUrl,
      redisPrefix,
      logFile: join(__dirname, '..', 'test-results', `stack-${E2E_PORT_BASE}.log`),
      extraEnv: {
        // Tests register many learners from one address: keep the login limiter but give it room.
        RATE_LIMIT_LOGIN_MAX: '100',
        RATE_LIMIT_SCALE: '100',
        NODE_ENV: 'test',
        // The renderer shares two cores with two browsers here and renders one page at a time: a learner's page
        // waits in its queue, and for its data and remotes, far longer than in production, and past those waits
        // it (or a region of it) would be left to the browser. Tests of that fallback stop the renderer or remove
        // a container instead.
        RENDERER_TIMEOUT_MS: '10000',
        RENDERER_PAGE_DEADLINE_MS: '4000',
        RENDERER_PREFETCH_BUDGET_MS: '2000',
        RENDERER_REMOTE_BUDGET_MS: '2000',
      },
    });
  } catch (error) {
    await dataServices.dropDatabase(data.databaseUrl).catch(() => undefined);
    await data.stop();
    throw error;
  }
  // Workers inherit it: the few tests that must move the server's clock reach the stack's database.
  process.env.E2E_DATABASE_URL = data.databaseUrl;
  return async () => {
    await stack.stop();
    await dataServices.dropDatabase(data.databaseUrl).catch(() => undefined);
    await dataServices.deleteRedisPrefix(data.redisUrl, redisPrefix).catch(() => undefined);
    await data.stop();
  };
}
