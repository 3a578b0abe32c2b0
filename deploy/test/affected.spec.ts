import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';

// Feature teams ship alone: a change inside one remote selects that remote (and the browser tests, which
// cover every deployable) in `nx affected`, never the shell, another remote or a service. A change to a
// shared library selects everything built on it, as expected.
const ROOT = resolve(__dirname, '..', '..');
const NX = resolve(ROOT, 'node_modules', '.bin', 'nx');

async function affectedBy(file: string): Promise<string[]> {
  const { stdout } = await promisify(execFile)(
    NX,
    ['show', 'projects', '--affected', `--files=${file}`, '--json'],
    { cwd: ROOT, env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' } },
  );
  return (JSON.parse(stdout) as string[]).sort();
}

const FRONT_ENDS = ['shell', 'mfe-quiz', 'mfe-paths', 'mfe-progress'].map((name) => `@grammarpath/${name}`);
const SERVICES = ['gateway', 'identity', 'learning'].map((name) => `@grammarpath/${name}`);

describe('nx affected', () => {
  jest.setTimeout(120_000);

  it.each([
    ['mfe-quiz', 'mfe-quiz/src/routes.tsx'],
    ['mfe-paths', 'mfe-paths/src/routes.tsx'],
    ['mfe-progress', 'mfe-progress/src/routes.tsx'],
  ])('a change inside %s selects only it and the browser tests', async (remote, file) => {
    expect(await affectedBy(file)).toEqual([`@grammarpath/${remote}`, '@grammarpath/e2e'].sort());
  });

  it('a change to the front-end platform library selects every front end and no service', async () => {
    const affected = await affectedBy('libs/platform/src/index.ts');
    expect(affected).toEqual(expect.arrayContaining([...FRONT_ENDS, '@grammarpath/e2e']));
    for (const service of SERVICES) expect(affected).not.toContain(service);
  });

  it('a change to the server kit selects every service and no front end', async () => {
    const affected = await affectedBy('libs/server-kit/src/index.ts');
    expect(affected).toEqual(expect.arrayContaining([...SERVICES, '@grammarpath/e2e']));
    for (const frontEnd of FRONT_ENDS) expect(affected).not.toContain(frontEnd);
  });
});
