import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { log, repoRoot, run, isRoot, succeeds } from './run.mjs';

/** Installs npm dependencies when node_modules is missing or older than the lockfile (TOOLCHAIN: never `npm ci`). */
export async function ensureDependencies() {
  const marker = join(repoRoot, 'node_modules', '.package-lock.json');
  const lock = join(repoRoot, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  log('Installing dependencies (npm install)...');
  await run('npm', ['install', '--no-audit', '--no-fund']);
}

/** Installs a Debian package when its command is missing and we may (root with apt-get). Returns whether the command exists afterwards. */
export async function ensureDebianCommand(command, debianPackage) {
  if (await succeeds('sh', ['-c', `command -v ${command}`])) return true;
  if (!isRoot() || !(await succeeds('sh', ['-c', 'command -v apt-get']))) return false;
  log(`Installing ${debianPackage} (apt-get)...`);
  const apt = { env: { DEBIAN_FRONTEND: 'noninteractive' } };
  await run('apt-get', ['update', '-qq'], apt).catch(() => undefined);
  await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', debianPackage], apt).catch(
    () => undefined,
  );
  return succeeds('sh', ['-c', `command -v ${command}`]);
}
