import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadCompose } from './lib/compose';
import { parseDockerfile } from './lib/dockerfile';
import { simulateImageBuild } from './lib/image-build';
import { useTempDirs } from './lib/temp-dirs';

// Every image compose builds (one per deployable), replayed without a Docker engine: each build step finds
// its inputs, and the final stage holds what its command, health check and compose commands run.
const ROOT = resolve(__dirname, '..', '..');
const compose = loadCompose(join(ROOT, 'docker-compose.yml'), { SESSION_SECRET: 'a'.repeat(40) });
const services = Object.entries(compose.services);
const IMAGES = [...new Set(services.filter(([, s]) => s.build).map(([, s]) => s.image as string))].map(
  (image) => {
    const [name, service] = services.find(([, s]) => s.image === image && s.build)!;
    const build = service.build!;
    return {
      name,
      dockerfile: join(ROOT, build.context, build.dockerfile ?? 'Dockerfile'),
      context: join(ROOT, build.context),
      args: build.args ?? {},
      // Every command any compose service runs with this image (migrations, seed, the service itself).
      commands: services
        .filter(([, s]) => s.image === image)
        .flatMap(([, s]) => [s.command, s.healthcheck?.test])
        .filter((command): command is string[] => Array.isArray(command)),
    };
  },
);
const FRONT_END_HTML = '/usr/share/nginx/html';
const tempDir = useTempDirs();

/** The files `node <file>` runs in a command (exec form, or `sh -c "node a && node b"`). */
const nodeScripts = (command: string[]) =>
  [...command.join(' ').matchAll(/\bnode\s+([\w./-]+\.js)\b/g)].map((match) => match[1]);

it("covers the three services, the four front ends and the shell's renderer", () => {
  expect(IMAGES.map((image) => image.name).sort()).toEqual(
    [
      'gateway',
      'identity-migrate',
      'learning-migrate',
      'mfe-paths',
      'mfe-progress',
      'mfe-quiz',
      'renderer',
      'shell',
    ].sort(),
  );
});

describe.each(IMAGES)('image of $name', ({ name, dockerfile, context, args, commands }) => {
  const parsed = parseDockerfile(dockerfile, args);
  const finalStage = parsed.instructions.filter(
    (instruction) => instruction.stage === parsed.instructions.at(-1)?.stage,
  );

  it('is multi-stage on pinned base images', () => {
    expect(parsed.baseImages.length).toBeGreaterThanOrEqual(2);
    for (const image of parsed.baseImages) expect(image).toMatch(/^[\w./-]+:\d[\w.-]*$/);
  });

  it('runs its final stage as a non-root user with a health check', () => {
    const user = finalStage.filter((instruction) => instruction.keyword === 'USER').pop()?.rest;
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^(root|0)(:|$)/);
    expect(finalStage.some((instruction) => instruction.keyword === 'HEALTHCHECK')).toBe(true);
  });

  it('builds in a dry run, and its final stage holds every file its commands run', () => {
    const image = simulateImageBuild(dockerfile, context, args);
    const { final } = image;
    const ran = [image.cmd, image.healthcheck, ...commands];
    if ('SERVICE' in args) {
      expect(image.cmd).toEqual(['node', 'dist/main.js']);
      for (const script of ran.flatMap(nodeScripts))
        expect({ script, shipped: final.exists(script) }).toEqual({ script, shipped: true });
      // Only compiled code ships: no TypeScript sources.
      expect(final.under(`services/${args.SERVICE}/src`)).toEqual([]);
    } else if (name === 'renderer') {
      // The renderer's bundle, its template (the shell's index.html) and the name of the learner's start entry
      // it loads: nothing else of the build.
      expect(image.cmd).toEqual(['node', 'shell/renderer-build/renderer.js']);
      for (const script of ran.flatMap(nodeScripts))
        expect({ script, shipped: final.exists(`/app/${script}`) }).toEqual({ script, shipped: true });
      expect(final.under('/app/shell/dist')).toEqual([
        '/app/shell/dist/index.html',
        '/app/shell/dist/learner-start.js',
      ]);
      expect(final.under('/app/shell/src')).toEqual([]);
      expect(final.under('/app/node_modules')).toEqual([]);
    } else {
      for (const file of ['index.html', 'mf-manifest.json', 'main.js'])
        expect({ file, shipped: final.exists(`${FRONT_END_HTML}/${file}`) }).toEqual({ file, shipped: true });
      expect(final.under(FRONT_END_HTML).filter((file) => file.endsWith('.map'))).toEqual([]);
      for (const file of ['/etc/nginx/conf.d/default.conf', '/docker-entrypoint.d/40-remotes-json.sh'])
        expect({ file, shipped: final.exists(file) }).toEqual({ file, shipped: true });
    }
  });
});

describe('the dry run', () => {
  const frontEnd = join(ROOT, 'deploy', 'docker', 'frontend.Dockerfile');
  const service = join(ROOT, 'deploy', 'docker', 'service.Dockerfile');

  it('fails on a deployable that does not exist', () => {
    expect(() => simulateImageBuild(service, ROOT, { SERVICE: 'billing' })).toThrow(
      /COPY services\/billing\/package.json/,
    );
  });

  it('fails when a front end does not declare a package its build imports', () => {
    const context = tempDir('context-');
    const write = (path: string, text: string) => {
      mkdirSync(join(context, path, '..'), { recursive: true });
      writeFileSync(join(context, path), text);
    };
    write('package.json', JSON.stringify({ name: 'root', devDependencies: { '@rspack/cli': '2.2.8' } }));
    write('package-lock.json', '{}');
    for (const lib of ['contracts', 'platform'])
      write(`libs/${lib}/package.json`, JSON.stringify({ name: `@grammarpath/${lib}` }));
    write(
      'web/package.json',
      JSON.stringify({
        name: '@grammarpath/web',
        scripts: { build: 'rspack build' },
        dependencies: { '@grammarpath/platform': '*' },
        devDependencies: { '@rspack/cli': '2.2.8', '@rspack/core': '2.3.2' },
      }),
    );
    write('web/src/main.ts', 'import("./bootstrap");');
    write('web/rspack.config.ts', "import { createFrontEndConfig } from '../tools/rspack/config';\n");
    write(
      'tools/rspack/config.ts',
      "import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';\n",
    );
    write('tsconfig.base.json', '{}');
    write('tsconfig.web.json', '{}');
    expect(() => simulateImageBuild(frontEnd, context, { APP: 'web' })).toThrow(
      /@module-federation\/enhanced is not a dependency of web\/package.json/,
    );
  });
});
