import { sign } from '@fastify/cookie';
import {
  createServiceApp,
  initServiceApp,
  DEVELOPMENT_SESSION_SECRET,
  loadConfig,
  runMigrations,
} from '@grammarpath/server-kit';
import { createTestDatabase, type TestDatabase } from '@grammarpath/server-kit/testing';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { AppModule } from './app.module';
import { IDENTITY_DATABASE } from './database';
import { IDENTITY_APP_OPTIONS } from './app-options';

/** A correctly signed session cookie, so the service asks the store. */
function signedSessionCookie(id: string): string {
  return `gp.sid=${encodeURIComponent(sign(id, DEVELOPMENT_SESSION_SECRET))}`;
}

/** Nothing listens on port 1: Redis is "down" for this app. */
describe('identity with Redis down', () => {
  let database: TestDatabase;
  let app: NestFastifyApplication;

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig('identity', {
      DATABASE_URL: database.url,
      REDIS_URL: 'redis://127.0.0.1:1',
      LOG_LEVEL: 'silent',
    });
    await runMigrations(config.databaseUrl, IDENTITY_DATABASE);
    app = await initServiceApp(
      await createServiceApp(AppModule.register(config), config, IDENTITY_APP_OPTIONS),
    );
  });

  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('stays alive but not ready', async () => {
    await request(app.getHttpServer()).get('/health').expect(200);
    const ready = await request(app.getHttpServer()).get('/health/ready').expect(503);
    expect(ready.body).toMatchObject({ statusCode: 503, message: 'Not ready' });
    expect(ready.body.details).toMatchObject({ postgres: { status: 'up' }, redis: { status: 'down' } });
  });

  it('answers 503 JSON, not 500, where a session is needed', async () => {
    const login = await request(app.getHttpServer())
      .post('/api/login')
      .send({ username: 'someone', password: 'secret-pw' })
      .expect(503);
    expect(login.body.statusCode).toBe(503);
    const user = await request(app.getHttpServer())
      .get('/api/user')
      .set('Cookie', signedSessionCookie('some-session-id'))
      .expect(503);
    expect(user.body).toMatchObject({
      statusCode: 503,
      message: 'Sessions are temporarily unavailable. Please try again shortly.',
    });
  });
});
