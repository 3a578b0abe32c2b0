// `npm test`: everything CI checks, on a fresh clone: install, format, lint, typecheck, unit tests, builds,
// integration tests against real Postgres and Redis, and the Playwright suite against a stack it starts itself.
import { ensureDebianCommand, ensureDependencies } from './lib/install.mjs';
import { resolveDataServices } from './lib/data-services.mjs';
import { log, run } from './lib/run.mjs';

const started = Date.now();
/** The source trees whose top-level folders must import one way only. */
const SOURCE_TREES = [
  'services/learning/src',
  'services/identity/src',
  'services/gateway/src',
  'libs/server-kit/src',
  'libs/platform/src',
  'shell/src',
  'mfe-quiz/src',
  'mfe-paths/src',
  'mfe-progress/src',
];

const step = async (name, fn) => {
  const t0 = Date.now();
  log(`▶ ${name}`);
  await fn();
  log(`✔ ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
};

try {
  await step('install', async () => {
    await ensureDependencies();
    await ensureDebianCommand('espeak-ng', 'espeak-ng');
    // The content grammar check (services/learning/content/tools/grammar-check.mjs) parses with link-grammar.
    await ensureDebianCommand('link-parser', 'link-grammar');
    // The edge's routing (deploy/test/compose.spec.ts) is tested against a real nginx.
    await ensureDebianCommand('nginx', 'nginx-light');
  });
  await step('format check', () => run('npx', ['prettier', '--check', '.', '--log-level', 'warn']));
  await step("the scripts', the benchmark's, the prerender's and the build's own unit tests", () =>
    run('node', [
      '--test',
      'scripts/lib/',
      'bench/lib/',
      'shell/scripts/',
      'tools/rspack/antd-style-generators-loader.test.mjs',
      'tools/rspack/antd-on-demand/',
    ]),
  );
  await step('folders import one way only (no folder cycles)', async () => {
    for (const tree of SOURCE_TREES)
      await run('node', ['tools/folder-graph/folder-graph.mjs', tree, '--show']);
  });
  await step('lint, typecheck, unit tests, build', () =>
    run('npx', ['nx', 'run-many', '-t', 'lint', 'typecheck', 'test', 'build', '--output-style=static']),
  );
  await step(
    "the remotes' builds take every shared module from the host's; their server containers, loaded and rendered on Node; every browser script carries V8's compile hint",
    () =>
      run('node', [
        '--test',
        'tools/rspack/remote-shares.test.mjs',
        'tools/rspack/server-container.test.mjs',
        'tools/rspack/eager-compile-hint.test.mjs',
      ]),
  );
  // The tests create (and drop) databases of their own: they connect to the server's 'postgres' database and
  // leave the product's database alone (never created nor touched by a test run).
  const data = await resolveDataServices({ databaseName: 'postgres' });
  try {
    const env = {
      TEST_DATABASE_ADMIN_URL: data.databaseUrl,
      DATABASE_URL: data.databaseUrl,
      REDIS_URL: data.redisUrl,
    };
    await step('integration tests (real Postgres and Redis)', () =>
      run('npx', ['nx', 'run-many', '-t', 'test:integration', '--parallel=1', '--output-style=static'], {
        env,
      }),
    );
    await step('browser tests (Playwright, Chromium)', async () => {
      if (!(await ensureDebianCommand('chromium', 'chromium'))) {
        throw new Error(
          'Chromium is needed for the browser tests: apt-get install chromium (or set CHROMIUM_PATH).',
        );
      }
      await run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], { env });
    });
  } finally {
    await data.stop();
  }
  log(`All checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
} catch (error) {
  console.error(`\n${error.message}`);
  process.exit(1);
}
