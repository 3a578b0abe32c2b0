import {
  createServiceApp,
  initServiceApp,
  loadConfig,
  runMigrations,
  type AppConfig,
} from '@grammarpath/server-kit';
import {
  createTestDatabase,
  createTestRedisPrefix,
  type TestDatabase,
  type TestRedisPrefix,
} from '@grammarpath/server-kit/testing';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { AppModule } from '../app.module';
import { IDENTITY_DATABASE } from '../database';
import { IDENTITY_APP_OPTIONS } from '../app-options';

export interface IdentityTestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  database: TestDatabase;
  redis: TestRedisPrefix;
  /**
   * Moves a learner's last study-time credit `minutes` into the past: the server credits only as much
   * wall-clock time as has passed since then.
   */
  studyTimePasses(username: string, minutes: number): Promise<void>;
  close(): Promise<void>;
}

/** Identity on a fresh database and a unique Redis prefix; `close` removes both. */
export async function startIdentityTestApp(env: Record<string, string> = {}): Promise<IdentityTestApp> {
  const database = await createTestDatabase();
  const redis = await createTestRedisPrefix();
  const config = loadConfig('identity', {
    DATABASE_URL: database.url,
    REDIS_PREFIX: redis.prefix,
    LOG_LEVEL: 'silent',
    ...env,
  });
  await runMigrations(config.databaseUrl, IDENTITY_DATABASE);
  const app = await initServiceApp(
    await createServiceApp(AppModule.register(config), config, IDENTITY_APP_OPTIONS),
  );
  return {
    app,
    config,
    database,
    redis,
    async studyTimePasses(username, minutes) {
      await app
        .get(DataSource)
        .query(
          `UPDATE identity.users SET study_saved_at = COALESCE(study_saved_at, now()) - $2 * interval '1 minute' WHERE username = $1`,
          [username, minutes],
        );
    },
    async close() {
      await app.close();
      await redis.cleanup();
      await database.drop();
    },
  };
}
