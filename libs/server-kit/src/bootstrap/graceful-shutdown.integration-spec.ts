import type { AddressInfo } from 'node:net';
import { loadConfig } from '../config/load-config';
import { ShutdownState } from '../health/shutdown-state';
import { createTestRedisPrefix, type TestRedisPrefix } from '../testing';
import { ProbeModule } from '../testing/probe.module';
import { createServiceApp } from './create-service-app';

describe('graceful shutdown', () => {
  let redis: TestRedisPrefix;

  beforeAll(async () => {
    redis = await createTestRedisPrefix();
  });

  afterAll(() => redis.cleanup());

  it('turns readiness off and lets in-flight requests finish before closing', async () => {
    const config = loadConfig('learning', { REDIS_PREFIX: redis.prefix, LOG_LEVEL: 'silent' });
    const app = await createServiceApp(ProbeModule.register(config), config, { openApi: { title: 'probe' } });
    await app.listen(0, '127.0.0.1');
    const { port } = app.getHttpServer().address() as AddressInfo;
    const shutdown = app.get(ShutdownState, { strict: false });

    const inFlight = fetch(`http://127.0.0.1:${port}/probe/slow`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(shutdown.isDraining).toBe(false);
    const closing = app.close();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(shutdown.isDraining).toBe(true);

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    await closing;
    await expect(fetch(`http://127.0.0.1:${port}/health`)).rejects.toThrow();
  });
});
