import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** A FRONTEND_ROOT with a built shell and mfe-quiz, and mfe-paths/mfe-progress not built. */
export function createFrontendFixture(): { root: string; remove(): void } {
  const root = mkdtempSync(join(tmpdir(), 'gp-frontend-'));
  const files: Record<string, string> = {
    'shell/dist/index.html': '<!doctype html><title>GrammarPath shell</title>',
    'shell/dist/main.3f2a9c1b.js': 'console.log("shell")',
    'shell/dist/favicon.ico': 'icon',
    'mfe-quiz/dist/remoteEntry.js': 'var quiz;',
    'mfe-quiz/dist/mf-manifest.json': '{"name":"mfe_quiz"}',
    'mfe-quiz/dist/static/js/512.a1b2c3d4e5.js': 'chunk',
  };
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
