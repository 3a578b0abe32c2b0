import { createServiceApp, loadConfig, runMigrations, type AppConfig } from '@grammarpath/server-kit';
import {
  createTestDatabase,
  createTestRedisPrefix,
  type TestDatabase,
  type TestRedisPrefix,
} from '@grammarpath/server-kit/testing';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from '../app.module';
import { IDENTITY_DATABASE } from '../database';
import { IDENTITY_OPENAPI } from '../openapi-info';

export interface IdentityTestApp {
  app: NestExpressApplication;
  config: AppConfig;
  database: TestDatabase;
  redis: TestRedisPrefix;
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
  const app = await createServiceApp(AppModule.register(config), config, { openApi: IDENTITY_OPENAPI });
  await app.init();
  return {
    app,
    config,
    database,
    redis,
    async close() {
      await app.close();
      await redis.cleanup();
      await database.drop();
    },
  };
}
