import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * @nx/enforce-module-boundaries reads nx's cached project graph and silently skips the rule when there is
 * none (a fresh clone, `npx eslint` outside nx). Outside an nx task this refreshes the graph first, so the
 * tags in each package.json "nx" field are current; inside an nx task nx has just computed it.
 */
export function ensureProjectGraph(workspaceRoot) {
  if (process.env.NX_TASK_TARGET_PROJECT) return;
  const nxRoot = dirname(createRequire(join(workspaceRoot, 'package.json')).resolve('nx/package.json'));
  try {
    execFileSync(process.execPath, [join(nxRoot, 'dist', 'bin', 'nx.js'), 'show', 'projects'], {
      cwd: workspaceRoot,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, NX_DAEMON: 'false' },
    });
  } catch (error) {
    throw new Error(
      `nx could not compute the project graph the boundary rule reads: ${error.stderr ?? error}`,
      { cause: error },
    );
  }
}
