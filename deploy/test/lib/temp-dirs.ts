import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Temporary folders for the tests of one file, removed after its last test. Call at the top of a describe
 * (or the file) so that jest registers the clean-up; the returned function makes one folder per call.
 */
export function useTempDirs(): (prefix: string) => string {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return (prefix) => {
    const dir = mkdtempSync(join(tmpdir(), `gp-deploy-${prefix}`));
    dirs.push(dir);
    return dir;
  };
}
