import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export const LARGE_CHUNK = `console.log(${JSON.stringify('grammar '.repeat(400))});`;

/**
 * A FRONTEND_ROOT with a built shell and mfe-quiz (one chunk with the .br and .gz copies the builds
 * write), and mfe-paths/mfe-progress not built.
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
  };
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  const large = join(root, 'shell/dist/app.0123abcd.js');
  writeFileSync(`${large}.br`, brotliCompressSync(LARGE_CHUNK));
  writeFileSync(`${large}.gz`, gzipSync(LARGE_CHUNK));
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
