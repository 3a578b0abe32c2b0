import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { connect, createServer, type Socket } from 'node:net';
import { join } from 'node:path';
import { createTestRedisPrefix, type TestRedisPrefix } from '../testing';

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

async function waitUntilReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the service exited with ${child.exitCode}`);
    const ready = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} never became ready`);
}

/** The status line and body of a raw HTTP/1.1 exchange that ends when the server closes the connection. */
async function responseOf(socket: Socket): Promise<{ status: string; body: unknown }> {
  let received = '';
  socket.setEncoding('utf8').on('data', (chunk: string) => (received += chunk));
  await once(socket, 'close');
  const [head, body] = received.split('\r\n\r\n');
  return { status: head.split('\r\n')[0], body: JSON.parse(body) };
}

/** A real service process (bootstrapService, as every main.ts) receiving SIGTERM, as Kubernetes and Docker send it. */
describe('SIGTERM', () => {
  let redis: TestRedisPrefix;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    redis = await createTestRedisPrefix();
  });

  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await redis.cleanup();
  });

  it('turns readiness off, lets the in-flight request finish, then exits promptly and refuses connections', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const testSupport = join(__dirname, '..', 'testing');
    child = spawn(
      process.execPath,
      ['-r', join(testSupport, 'swc-register.js'), join(testSupport, 'probe-main.ts')],
      {
        env: {
          ...process.env,
          LEARNING_PORT: String(port),
          HOST: '127.0.0.1',
          REDIS_PREFIX: redis.prefix,
          LOG_LEVEL: 'silent',
          NODE_ENV: 'test',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    const exited = once(child, 'exit');
    await waitUntilReady(`${base}/health/ready`, child);

    // A readiness probe already on its way when the signal comes: its request has begun (so the server
    // counts the connection as active and keeps it) but is completed only once draining has started.
    const probe = connect(port, '127.0.0.1');
    await once(probe, 'connect');
    probe.write('GET /health/ready HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const probeResponse = responseOf(probe);

    const started = Date.now();
    const inFlight = fetch(`${base}/probe/slow`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    child.kill('SIGTERM');
    const signalled = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 100));
    probe.write('Connection: close\r\n\r\n');
    expect(await probeResponse).toEqual({
      status: 'HTTP/1.1 503 Service Unavailable',
      body: expect.objectContaining({ message: 'Shutting down' }),
    });

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);

    const [code, signal] = (await exited) as [number | null, NodeJS.Signals | null];
    // Promptly, although the client keeps its connection alive (fetch pools sockets; keep-alive is 65 s).
    expect(Date.now() - signalled).toBeLessThan(5_000);
    // Nest closes the app, then re-raises the signal: the process ends by SIGTERM (or exits 0), never with an error.
    expect(signal === 'SIGTERM' || code === 0).toBe(true);
    await expect(fetch(`${base}/health`)).rejects.toThrow();
  }, 60_000);
});
