// Small process helpers for the project's scripts (Node built-ins only: they run before `npm install`).
import { spawn } from 'node:child_process';
import { connect } from 'node:net';

export const repoRoot = new URL('../../', import.meta.url).pathname.replace(/\/$/, '');

export function log(msg) {
  process.stdout.write(`\x1b[36m[grammarpath]\x1b[0m ${msg}\n`);
}

/** Runs a command to completion, inheriting stdio; rejects on a non-zero exit. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd: repoRoot,
      stdio: 'inherit',
      ...opts,
      env: { ...process.env, ...opts.env },
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${cmd} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

/** Runs a command and returns whether it exited 0, without throwing. */
export async function succeeds(cmd, args, opts = {}) {
  try {
    await run(cmd, args, { stdio: 'ignore', ...opts });
    return true;
  } catch {
    return false;
  }
}

/** Resolves true when something accepts TCP connections on host:port. */
export function portOpen(port, host = '127.0.0.1', timeoutMs = 500) {
  return new Promise((resolve) => {
    const socket = connect({ port, host });
    const done = (open) => {
      socket.destroy();
      resolve(open);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export async function waitFor(check, { timeoutMs = 60_000, intervalMs = 250, what = 'condition' } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
}

export async function httpOk(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return res.ok;
  } catch {
    return false;
  }
}

export const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;
