import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export const LARGE_CHUNK = `console.log(${JSON.stringify('grammar '.repeat(400))});`;

/** Prerendered visitor pages of the fixture's shell (a few of the build's page × language × theme files). */
export const PRERENDERED = {
  'auth.ja.calm.html': '<!doctype html><html lang="ja"><title>auth ja calm</title>',
  'home.en.serene.html': '<!doctype html><title>home en serene</title>',
  'not-found.vi.calm.html': '<!doctype html><title>not-found vi calm</title>',
};

/**
 * A FRONTEND_ROOT with a built shell (with a few prerendered pages) and mfe-quiz (one chunk with the .br
 * and .gz copies the builds write), and mfe-paths/mfe-progress not built.
 */
export function createFrontendFixture(): { root: string; remove(): void } {
  const root = mkdtempSync(join(tmpdir(), 'gp-frontend-'));
  const files: Record<string, string> = {
    'shell/dist/index.html': '<!doctype html><title>GrammarPath shell</title>',
    'shell/dist/main.3f2a9c1b.js': 'console.log("shell")',
    'shell/dist/favicon.ico': 'icon',
    'mfe-quiz/dist/remoteEntry.js': 'var quiz;',
    'mfe-quiz/dist/mf-manifest.json': '{"name":"mfe_quiz"}',
    'mfe-quiz/dist/static/js/512.a1b2c3d4e5.js': 'chunk',
    'shell/dist/app.0123abcd.js': LARGE_CHUNK,
    ...Object.fromEntries(
      Object.entries(PRERENDERED).map(([name, html]) => [`shell/dist/prerendered/${name}`, html]),
    ),
  };
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  const large = join(root, 'shell/dist/app.0123abcd.js');
  writeFileSync(`${large}.br`, brotliCompressSync(LARGE_CHUNK));
  writeFileSync(`${large}.gz`, gzipSync(LARGE_CHUNK));
  const auth = join(root, 'shell/dist/prerendered/auth.ja.calm.html');
  writeFileSync(`${auth}.br`, brotliCompressSync(PRERENDERED['auth.ja.calm.html']));
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
