import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

const REPO = join(__dirname, '..', '..');
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 4100);

const ENTRIES = {
  gateway: join(REPO, 'services', 'gateway', 'dist', 'main.js'),
  renderer: join(REPO, 'shell', 'renderer-build', 'renderer.js'),
};

/**
 * Another gateway or renderer in front of the test stack's services, answering on `port`, as an operator would
 * configure one: only its environment differs. Resolves once it answers /health.
 */
export async function startSecondProcess(
  name: keyof typeof ENTRIES,
  port: number,
  env: Record<string, string>,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [ENTRIES[name]], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      GATEWAY_PORT: String(port),
      RENDERER_PORT: String(port),
      IDENTITY_URL: `http://127.0.0.1:${PORT_BASE + 1}`,
      LEARNING_URL: `http://127.0.0.1:${PORT_BASE + 2}`,
      FRONTEND_ROOT: REPO,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // Nest boots in a second or two; a loaded CI machine may need much longer.
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline && child.exitCode === null) {
    const up = await fetch(`http://127.0.0.1:${port}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`the second ${name} on ${port} did not start: ${output.slice(-2000)}`);
}

/** Stops it (SIGTERM, SIGKILL after 10 s) and waits for it to exit. */
export async function stopSecondProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
