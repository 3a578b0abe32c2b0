import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';
import { loadCompose } from './lib/compose';

// Each deployable versions alone: its package.json version is the tag of its image in compose and in the
// Kubernetes base. Shipping one part means bumping that one version (and the overlay's newTag).
const ROOT = resolve(__dirname, '..', '..');
const DEPLOYABLES: Record<string, string> = {
  gateway: 'services/gateway',
  identity: 'services/identity',
  learning: 'services/learning',
  shell: 'shell',
  'mfe-quiz': 'mfe-quiz',
  'mfe-paths': 'mfe-paths',
  'mfe-progress': 'mfe-progress',
};
const versionOf = (folder: string) =>
  (JSON.parse(readFileSync(join(ROOT, folder, 'package.json'), 'utf8')) as { version: string }).version;

describe.each(Object.entries(DEPLOYABLES))('%s', (name, folder) => {
  const version = versionOf(folder);

  it('has a semantic version of its own', () => {
    expect(version).toMatch(/^\d+\.\d+\.\d+(-[\w.]+)?$/);
  });

  it('is the default image tag in docker-compose.yml', () => {
    const compose = loadCompose(join(ROOT, 'docker-compose.yml'), { SESSION_SECRET: 'x'.repeat(40) });
    expect(compose.services[name].image).toBe(`grammarpath/${name}:${version}`);
    // The image's version label and the front ends' /version.json come from this build argument.
    expect(compose.services[name].build?.args?.VERSION).toBe(version);
  });

  it('is the image tag of the Kubernetes base', () => {
    const kustomization = parse(
      readFileSync(join(ROOT, 'deploy', 'k8s', 'base', 'kustomization.yaml'), 'utf8'),
    ) as {
      images: { name: string; newTag: string }[];
    };
    expect(kustomization.images.find((image) => image.name === `grammarpath/${name}`)?.newTag).toBe(version);
  });
});

// The shell's renderer is built from the shell's sources: its image carries the shell's version, everywhere.
it("ships the shell's renderer with the shell's version", () => {
  const version = versionOf('shell');
  const compose = loadCompose(join(ROOT, 'docker-compose.yml'), { SESSION_SECRET: 'x'.repeat(40) });
  expect(compose.services.renderer.image).toBe(`grammarpath/renderer:${version}`);
  expect(compose.services.renderer.build?.args?.VERSION).toBe(version);
  const repointed = loadCompose(join(ROOT, 'docker-compose.yml'), {
    SESSION_SECRET: 'x'.repeat(40),
    SHELL_VERSION: '9.9.9',
  });
  expect(repointed.services.renderer.image).toBe(
    repointed.services.shell.image?.replace('/shell:', '/renderer:'),
  );
  const kustomization = parse(
    readFileSync(join(ROOT, 'deploy', 'k8s', 'base', 'kustomization.yaml'), 'utf8'),
  ) as { images: { name: string; newTag: string }[] };
  expect(kustomization.images.find((image) => image.name === 'grammarpath/renderer')?.newTag).toBe(version);
});
