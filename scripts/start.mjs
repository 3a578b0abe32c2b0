// `npm start`: install, build, find Postgres and Redis, migrate, seed and serve the whole product.
import { ensureDebianCommand, ensureDependencies } from './lib/install.mjs';
import { resolveDataServices } from './lib/data-services.mjs';
import { log, run } from './lib/run.mjs';
import { DEFAULT_PORTS, startStack } from './lib/stack.mjs';

await ensureDependencies();
// Read-aloud falls back to the server's local voice; without it the endpoint answers 503 and the browser's voice is used.
if (!(await ensureDebianCommand('espeak-ng', 'espeak-ng')))
  log('espeak-ng is not installed: server-side read-aloud is off.');
log('Building...');
await run('npx', ['nx', 'run-many', '-t', 'build', '--output-style=static']);
const data = await resolveDataServices();
let stack;
let stopping = false;
const shutdown = async (code = 0) => {
  if (stopping) return;
  stopping = true;
  log('Stopping...');
  await stack?.stop();
  await data.stop();
  process.exit(code);
};
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
try {
  stack = await startStack({
    ports: {
      gateway: Number(process.env.GATEWAY_PORT ?? DEFAULT_PORTS.gateway),
      identity: DEFAULT_PORTS.identity,
      learning: DEFAULT_PORTS.learning,
      renderer: DEFAULT_PORTS.renderer,
    },
    databaseUrl: data.databaseUrl,
    redisUrl: data.redisUrl,
    redisPrefix: process.env.REDIS_PREFIX ?? 'gp:',
  });
  log(
    `GrammarPath is running at http://localhost:${process.env.GATEWAY_PORT ?? DEFAULT_PORTS.gateway} (Ctrl-C stops it)`,
  );
} catch (error) {
  console.error(error.message);
  await shutdown(1);
}
