import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { createServiceApp, initServiceApp } from './bootstrap/create-service-app';
import { loadConfig } from './config/load-config';
import { REDIS_CLIENT, type RedisClient } from './redis/redis.module';
import { createTestRedisPrefix, type TestRedisPrefix } from './testing';
import { ProbeModule } from './testing/probe.module';

describe('ServiceCoreModule (real Redis)', () => {
  let redis: TestRedisPrefix;
  let app: NestFastifyApplication;

  beforeAll(async () => {
    redis = await createTestRedisPrefix();
    const config = loadConfig('learning', {
      REDIS_PREFIX: redis.prefix,
      LOG_LEVEL: 'silent',
      BODY_LIMIT: '1kb',
    });
    app = await initServiceApp(
      await createServiceApp(ProbeModule.register(config), config, { openApi: { title: 'probe' } }),
    );
  });

  afterAll(async () => {
    await app.close();
    await redis.cleanup();
  });

  it('answers liveness and readiness', async () => {
    await request(app.getHttpServer()).get('/health').expect(200, { status: 'ok' });
    const ready = await request(app.getHttpServer()).get('/health/ready').expect(200);
    expect(ready.body.info.redis.status).toBe('up');
  });

  it('returns 401 "Not logged in" without a session and the user id with one', async () => {
    const anonymous = await request(app.getHttpServer()).get('/probe/me').expect(401);
    expect(anonymous.body).toMatchObject({ statusCode: 401, message: 'Not logged in' });

    const login = await request(app.getHttpServer())
      .post('/probe/login')
      .send({ userId: 7, name: 'x' })
      .expect(201);
    const cookie = login.headers['set-cookie'];
    expect(String(cookie)).toMatch(/^gp\.sid=.*HttpOnly.*SameSite=Lax/);
    await request(app.getHttpServer()).get('/probe/me').set('Cookie', cookie).expect(200, { userId: 7 });
    expect((await redis.keys()).some((key) => key.startsWith(`${redis.prefix}sess:`))).toBe(true);
  });

  it('renews the idle timeout of a session it reads (GETEX) and never brings back a deleted one', async () => {
    const login = await request(app.getHttpServer())
      .post('/probe/login')
      .send({ userId: 8, name: 'x' })
      .expect(201);
    const cookie = login.headers['set-cookie'];
    const client = app.get<RedisClient>(REDIS_CLIENT);
    // The session keys (the per-user index beside them is a set).
    const keys = (await redis.keys()).filter((key) => key.startsWith(`${redis.prefix}sess:`));
    const ours = (await Promise.all(keys.map(async (k) => [k, await redis.get(k)] as const))).find(
      ([, value]) => value?.includes('"userId":8'),
    );
    expect(ours).toBeDefined();
    const sessionKey = ours?.[0] as string;
    await client.expire(sessionKey, 30);
    await request(app.getHttpServer()).get('/probe/me').set('Cookie', cookie).expect(200, { userId: 8 });
    expect(await client.ttl(sessionKey)).toBeGreaterThan(7 * 24 * 3600 - 60);
    await client.del(sessionKey);
    await request(app.getHttpServer()).get('/probe/me').set('Cookie', cookie).expect(401);
    expect(await client.exists(sessionKey)).toBe(0);
  });

  it('rejects unknown and wrongly typed fields naming them', async () => {
    const unknown = await request(app.getHttpServer())
      .post('/probe/login')
      .send({ userId: 1, name: 'x', foo: 1 })
      .expect(400);
    expect(unknown.body.message).toBe('property foo should not exist');
    const wrongType = await request(app.getHttpServer())
      .post('/probe/login')
      .send({ userId: 1, name: 5 })
      .expect(400);
    expect(wrongType.body.message).toBe('name must be a string');
  });

  it('answers invalid JSON with 400 and a huge body with 413, as JSON', async () => {
    const invalid = await request(app.getHttpServer())
      .post('/probe/login')
      .set('Content-Type', 'application/json')
      .send('{"userId":')
      .expect(400);
    expect(invalid.body).toMatchObject({ statusCode: 400, message: 'Request body is not valid JSON' });
    const huge = await request(app.getHttpServer())
      .post('/probe/login')
      .send({ userId: 1, name: 'x'.repeat(5000) })
      .expect(413);
    expect(huge.body).toMatchObject({ statusCode: 413, message: 'Request body is too large' });
  });

  it('hides internals of 500s and carries the request id', async () => {
    const response = await request(app.getHttpServer())
      .get('/probe/boom')
      .set('x-request-id', 'req-123')
      .expect(500);
    expect(response.body).toEqual({
      statusCode: 500,
      message: 'Internal server error',
      requestId: 'req-123',
    });
    expect(response.headers['x-request-id']).toBe('req-123');
    expect(JSON.stringify(response.body)).not.toContain('secret');
  });

  it('serves its OpenAPI document', async () => {
    const response = await request(app.getHttpServer()).get('/openapi.json').expect(200);
    expect(response.body.info.title).toBe('probe');
    expect(Object.keys(response.body.paths)).toContain('/probe/login');
  });
});
