import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { DEFAULT_CONTENT_DIR } from './content-dir';

/**
 * Runs the one implementation of the content rules, content/validate.mjs, over the real files, with the
 * whole-bank minimums (1,500 questions, every type at every difficulty, 150 per CEFR level, 20 per topic and
 * difficulty, all six categories).
 */
function validateContent(): { ok: boolean; output: string } {
  const args = [join(DEFAULT_CONTENT_DIR, 'validate.mjs'), '--full'];
  try {
    return { ok: true, output: execFileSync(process.execPath, args, { encoding: 'utf8', stdio: 'pipe' }) };
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${stdout ?? ''}${stderr ?? ''}` };
  }
}

describe('learning content', () => {
  it('passes every rule of content/validate.mjs', () => {
    const result = validateContent();
    expect(result.output).toMatch(/content ok/);
    expect(result.ok).toBe(true);
  });
});
