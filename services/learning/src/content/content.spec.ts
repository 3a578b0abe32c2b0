import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { DEFAULT_CONTENT_DIR } from './content-dir';

type Run = { ok: boolean; output: string };

function run(script: string, args: string[] = []): Run {
  try {
    const output = execFileSync(process.execPath, [script, ...args], {
      encoding: 'utf8',
      stdio: 'pipe',
      maxBuffer: 64 * 1024 * 1024,
    });
    return { ok: true, output };
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${stdout ?? ''}${stderr ?? ''}` };
  }
}

/** The problem lines of validate.mjs ("<where>: <problem>"), without its summary line. */
const problems = (output: string): string[] =>
  output.split('\n').filter((line) => line.includes(': ') && !/problem\(s\)\.|^content ok/.test(line));

/**
 * The content rules have one implementation, content/validate.mjs (run here with --full: the whole-bank
 * targets of its BANK_TARGETS and the balance of key positions), plus the grammar check of
 * content/tools/grammar-check.mjs from its committed parse cache (no parser needed), and the tools' own tests.
 */
describe('learning content', () => {
  let validation: Run;
  beforeAll(() => {
    validation = run(join(DEFAULT_CONTENT_DIR, 'validate.mjs'), ['--full']);
  });

  it('passes every rule on each item (fields, options, notes, rearrange tokens, CEFR for the difficulty)', () => {
    const itemProblems = problems(validation.output).filter((p) => !/^(bank|key positions): /.test(p));
    expect(itemProblems).toEqual([]);
  });

  it('meets the bank targets (BANK_TARGETS: 2,400 questions, 350 per CEFR level, 40 and every type per topic × difficulty)', () => {
    expect(problems(validation.output).filter((p) => p.startsWith('bank: '))).toEqual([]);
  });

  it('has no predictable key position (KEY_POSITION_TOLERANCE points from uniform, bank and topic files)', () => {
    expect(problems(validation.output).filter((p) => p.startsWith('key positions: '))).toEqual([]);
  });

  it('passes content/validate.mjs as a whole', () => {
    expect(validation.output).toMatch(/content ok/);
    expect(validation.ok).toBe(true);
  });

  it('passes the grammar check from the committed parse cache', () => {
    const result = run(join(DEFAULT_CONTENT_DIR, 'tools', 'grammar-check.mjs'), ['--cached']);
    expect(result.output).toMatch(/no findings/);
    expect(result.ok).toBe(true);
  }, 120_000);

  it('has every teaching text translated into ja, vi and zh, English marked, glossary terms kept (translations/README.md)', () => {
    const result = run(join(DEFAULT_CONTENT_DIR, 'tools', 'check-translations.mjs'));
    // The checker prints its counts per language, then each problem indented.
    const translationProblems = result.output.split('\n').filter((line) => line.startsWith('  '));
    expect(translationProblems.slice(0, 20)).toEqual([]);
    expect(result.output).toMatch(/translations OK/);
    expect(result.ok).toBe(true);
  }, 120_000);

  it("passes the content tools' own tests", () => {
    const result = run('--test', [join(DEFAULT_CONTENT_DIR, 'tools', 'test')]);
    expect(result.output).toMatch(/# fail 0/);
    expect(result.ok).toBe(true);
  }, 120_000);
});
