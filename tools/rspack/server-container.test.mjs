// A remote's server container (create-server-container-config.ts), loaded as the shell's renderer will load it:
// served over HTTP from the remote's build, registered at run time with the federation runtime, its module
// rendered to HTML with React DOM's server renderer. Needs `mfe-paths/dist/server/` (`npm run build` in
// mfe-paths): `npm test` runs it after the builds.
import assert from 'node:assert/strict';
import { createReadStream, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, before, test } from 'node:test';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(import.meta.dirname, '../..');
const DIST = path.join(ROOT, 'mfe-paths/dist');

const { renderToString } = require('react-dom/server');
const { createInstance } = require('@module-federation/enhanced/runtime');

/**
 * The renderer's copies of the core singletons: the remote must render with these, not with its own. As ES
 * module namespaces, the shape rspack's consumers expect from a shared module (a default export and names).
 */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-router',
  'react-router-dom',
  '@tanstack/react-query',
  'i18next',
  'react-i18next',
];
const PROVIDED = Object.fromEntries(
  await Promise.all(SINGLETONS.map(async (name) => [name, await import(name)])),
);
const React = PROVIDED.react.default;

/** A package's version, for the share scope ('react/jsx-runtime' is React's). */
function versionOf(request) {
  const parts = request.split('/');
  const packageName = parts.slice(0, request.startsWith('@') ? 2 : 1).join('/');
  return require(`${packageName}/package.json`).version;
}

let server;
let origin;

before(async () => {
  assert.ok(
    existsSync(path.join(DIST, 'server/remoteEntry.js')),
    'mfe-paths/dist/server/remoteEntry.js is missing: build mfe-paths first (cd mfe-paths && npm run build)',
  );
  // The remote's image serves dist/ as static files; so does this server.
  server = createServer((request, response) => {
    const file = path.join(
      DIST,
      path.normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname)),
    );
    if (!file.startsWith(DIST + path.sep) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': file.endsWith('.json') ? 'application/json' : 'text/javascript',
    });
    createReadStream(file).pipe(response);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${server.address().port}`;
});

after(() => new Promise((resolve) => server.close(resolve)));

test("mfe-paths' server container renders its dashboard widget on Node", async () => {
  const federation = createInstance({
    name: 'server_container_test',
    remotes: [],
    shareStrategy: 'loaded-first',
    shared: Object.fromEntries(
      Object.entries(PROVIDED).map(([name, lib]) => [
        name,
        {
          version: versionOf(name),
          lib: () => lib,
          shareConfig: { singleton: true, requiredVersion: false },
        },
      ]),
    ),
  });
  // At run time, as /remotes.json names a remote: a new build is a new URL, no rebuild of the host.
  federation.registerRemotes([{ name: 'mfe_paths', entry: `${origin}/server/mf-manifest.json` }]);
  const { PathsDashboardWidget } = await federation.loadRemote('mfe_paths/PathsDashboardWidget');

  // The platform (translations, the shared i18next instance) as the remote registered it in the share scope.
  const platform = (
    await federation.loadShare('@grammarpath/platform', {
      customShareInfo: { scope: ['default'], shareConfig: { singleton: true, requiredVersion: false } },
    })
  )();
  const i18n = platform.initI18n('paths', { language: 'en' });
  await platform.translationsReady();

  const { QueryClient, QueryClientProvider } = PROVIDED['@tanstack/react-query'];
  const { I18nextProvider } = PROVIDED['react-i18next'];
  const { MemoryRouter } = PROVIDED['react-router-dom'];
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  const path = (id, name, difficultyLevel, progress) => ({
    id,
    name,
    description: `About ${name}`,
    difficultyLevel,
    cefrLevel: 'b1',
    estimatedCompletionTime: 60,
    targetGrammarTopics: [],
    prerequisitePaths: [],
    stageCount: 3,
    progress,
  });
  // What a `prefetch` would have put in the cache (issue 19, item 3).
  queryClient.setQueryData(
    ['/api/learning-paths'],
    [
      path(1, 'Done Path', 'beginner', { overallProgress: 100, completed: true, stagesCompleted: [1] }),
      path(2, 'Half Path', 'intermediate', { overallProgress: 50, completed: false, stagesCompleted: [2] }),
      path(3, 'Fresh Path', 'advanced', null),
    ],
  );
  queryClient.setQueryData(['/api/user/learning-path-progress'], []);
  queryClient.setQueryData(['/api/user/progress-summary'], { streakDays: 4 });

  const h = React.createElement;
  const html = renderToString(
    h(
      QueryClientProvider,
      { client: queryClient },
      h(I18nextProvider, { i18n }, h(MemoryRouter, null, h(PathsDashboardWidget))),
    ),
  );

  assert.match(html, /data-testid="paths-dashboard"/);
  assert.match(html, /Your Learning Paths/);
  assert.match(html, /Recommended for you/);
  assert.match(html, /Half Path/);
  assert.match(html, /4 days/);
  assert.match(html, /href="\/progress"/);

  // One React (and one router, query cache, i18next) for renderer and remote: the remote used the renderer's
  // copies from the share scope, not the fallbacks it carries.
  for (const name of SINGLETONS.filter((name) => name !== 'react-router')) {
    const [provider] = Object.values(federation.shareScopeMap.default[name]);
    assert.equal(provider.from, 'server_container_test', name);
    assert.ok(provider.useIn.includes('mfe_paths'), `${name} is used by mfe_paths`);
  }
});
