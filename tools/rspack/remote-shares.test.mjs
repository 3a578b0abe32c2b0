// The remotes' browser builds against the host's (shared-dependencies.ts, `consumeOnly`): a remote brings no copy
// of a shared module, and the host provides every one a remote consumes. Needs the production builds of the
// shell and the remotes: `npm test` runs it after the builds.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

const ROOT = path.resolve(import.meta.dirname, '../..');
const REMOTES = ['mfe-quiz', 'mfe-paths', 'mfe-progress'];

const manifestOf = (folder) =>
  JSON.parse(readFileSync(path.join(ROOT, folder, 'dist', 'mf-manifest.json'), 'utf8'));

/** Every source file a build's scripts were made from, read from their source maps. */
function sourcesOf(folder) {
  const dist = path.join(ROOT, folder, 'dist');
  const sources = new Set();
  for (const file of readdirSync(dist).filter((name) => name.endsWith('.js.map'))) {
    for (const source of JSON.parse(readFileSync(path.join(dist, file), 'utf8')).sources) sources.add(source);
  }
  return [...sources];
}

/** The code of the shared packages (the singletons, antd's components, the platform library). */
const SHARED_CODE =
  /node_modules\/(react|react-dom|react-router|react-router-dom|react-i18next|i18next|@tanstack\/react-query|@ant-design\/cssinjs|antd)\/|libs\/platform\/src\//;

test('the host provides every shared module a remote consumes', () => {
  const provided = new Set(manifestOf('shell').shared.map((shared) => shared.name));
  for (const remote of REMOTES) {
    const missing = manifestOf(remote)
      .shared.map((shared) => shared.name)
      .filter((name) => !provided.has(name));
    assert.deepEqual(missing, [], `${remote} consumes modules the shell does not provide`);
  }
});

test("a remote's build holds no copy of a shared module: it takes each from the host", () => {
  for (const remote of REMOTES) {
    const copies = sourcesOf(remote).filter((source) => SHARED_CODE.test(source));
    assert.deepEqual(copies, [], `${remote} bundles shared code`);
  }
});
