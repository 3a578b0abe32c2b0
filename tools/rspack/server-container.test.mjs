// The remotes' server containers (create-server-container-config.ts), loaded as the shell's renderer will load
// them: served over HTTP from each remote's build, registered at run time with the federation runtime, their
// modules rendered to HTML with React DOM's server renderer. Needs the remotes' builds (`npm run build` in
// mfe-paths, mfe-quiz and mfe-progress): `npm test` runs it after the builds.
import assert from 'node:assert/strict';
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, before, test } from 'node:test';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(import.meta.dirname, '../..');
/** Each remote's workspace folder: its `dist/` is served under `/<folder>/`, as its image serves it. */
const REMOTE_FOLDERS = { mfe_paths: 'mfe-paths', mfe_quiz: 'mfe-quiz', mfe_progress: 'mfe-progress' };
const HOST_NAME = 'server_container_test';

const { renderToString } = require('react-dom/server');
const { createInstance } = require('@module-federation/enhanced/runtime');

/**
 * The renderer's copies of the core singletons: the remotes must render with these, not with their own. As ES
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

const containerPath = (name, file) => path.join(ROOT, REMOTE_FOLDERS[name], 'dist', 'server', file);

let server;
let origin;
let federation;

before(async () => {
  for (const name of Object.keys(REMOTE_FOLDERS))
    assert.ok(
      existsSync(containerPath(name, 'remoteEntry.js')),
      `${REMOTE_FOLDERS[name]}/dist/server/remoteEntry.js is missing: build it first (npm run build in ${REMOTE_FOLDERS[name]})`,
    );
  server = createServer((request, response) => {
    const [, folder, ...rest] = decodeURIComponent(new URL(request.url, 'http://x').pathname).split('/');
    const dist = path.join(ROOT, folder, 'dist');
    const file = path.join(dist, path.normalize(rest.join('/')));
    if (
      !Object.values(REMOTE_FOLDERS).includes(folder) ||
      !file.startsWith(dist + path.sep) ||
      !existsSync(file)
    ) {
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
  federation = createInstance({
    name: HOST_NAME,
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
  // At run time, as /remotes.json names the remotes: a new build is a new URL, no rebuild of the host.
  federation.registerRemotes(
    Object.entries(REMOTE_FOLDERS).map(([name, folder]) => ({
      name,
      entry: `${origin}/${folder}/server/mf-manifest.json`,
    })),
  );
});

after(() => new Promise((resolve) => server.close(resolve)));

test("mfe-paths' server container renders its dashboard widget on Node, in English and in Japanese", async () => {
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
  const listItem = (id, name, difficultyLevel, progress) => ({
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
      listItem(1, 'Done Path', 'beginner', { overallProgress: 100, completed: true, stagesCompleted: [1] }),
      listItem(2, 'Half Path', 'intermediate', {
        overallProgress: 50,
        completed: false,
        stagesCompleted: [2],
      }),
      listItem(3, 'Fresh Path', 'advanced', null),
    ],
  );
  queryClient.setQueryData(['/api/user/learning-path-progress'], []);
  queryClient.setQueryData(['/api/user/progress-summary'], { streakDays: 4 });

  const h = React.createElement;
  const render = () =>
    renderToString(
      h(
        QueryClientProvider,
        { client: queryClient },
        h(I18nextProvider, { i18n }, h(MemoryRouter, null, h(PathsDashboardWidget))),
      ),
    );

  const english = render();
  assert.match(english, /data-testid="paths-dashboard"/);
  assert.match(english, /Your Learning Paths/);
  assert.match(english, /Recommended for you/);
  assert.match(english, /Half Path/);
  assert.match(english, /4 days/);
  assert.match(english, /href="\/progress"/);

  // Another language's texts are a chunk of the container of their own, fetched on first use.
  await i18n.changeLanguage('ja');
  await platform.translationsReady();
  const japanese = render();
  assert.match(japanese, /あなたの学習パス/);
  assert.match(japanese, /4 日/);

  // One React (and one router, query cache, i18next) for renderer and remote: the remote used the renderer's
  // copies from the share scope, not the fallbacks it carries.
  for (const name of SINGLETONS.filter((name) => name !== 'react-router')) {
    const [provider] = Object.values(federation.shareScopeMap.default[name]);
    assert.equal(provider.from, HOST_NAME, name);
    assert.ok(provider.useIn.includes('mfe_paths'), `${name} is used by mfe_paths`);
  }
});

test("every remote's server container loads each module it exposes on Node", async () => {
  for (const name of Object.keys(REMOTE_FOLDERS)) {
    const manifest = JSON.parse(readFileSync(containerPath(name, 'mf-manifest.json'), 'utf8'));
    assert.equal(manifest.metaData.remoteEntry.type, 'commonjs-module', name);
    assert.ok(manifest.exposes.length >= 2, `${name} exposes ./routes and its widgets`);
    for (const { name: exposed } of manifest.exposes) {
      const module = await federation.loadRemote(`${name}/${exposed}`);
      const exported = exposed === 'routes' ? module.routes : module[exposed];
      assert.ok(exported, `${name}/${exposed} exports ${exposed}`);
      if (exposed === 'routes')
        assert.ok(module.routes.length > 0 && module.routes.every((route) => route.path));
    }
  }
});
