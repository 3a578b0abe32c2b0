import {
  type AppConfig,
  createServiceApp,
  initServiceApp,
  loadConfig,
  REDIS_CLIENT,
  type RedisClient,
  runMigrations,
} from '@grammarpath/server-kit';
import {
  createTestDatabase,
  createTestRedisPrefix,
  type TestRedisPrefix,
} from '@grammarpath/server-kit/testing';
import { type INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppModule } from '../app.module';
import { DEFAULT_CONTENT_DIR } from '../content/content-dir';
import { LEARNING_DATABASE } from '../database/learning-database';
import { LEARNING_OPENAPI } from '../openapi-info';
import { SeedService } from '../seed/seed.service';
import { writeTestSession } from '@grammarpath/server-kit/testing';

export interface LearningTestApp {
  app: INestApplication;
  config: AppConfig;
  dataSource: DataSource;
  redis: TestRedisPrefix;
  /** A learner's session cookie, as identity would write it (a new user id each call unless one is given). */
  login(userId?: number): Promise<string>;
  http(): ReturnType<typeof request>;
  close(): Promise<void>;
}

let nextUserId = 1000;

/**
 * The learning service on a fresh database (migrated, then seeded from `contentDir` unless it is null) and a
 * fresh Redis prefix; close() removes both.
 */
export async function startLearningTestApp({
  contentDir = DEFAULT_CONTENT_DIR,
}: { contentDir?: string | null } = {}): Promise<LearningTestApp> {
  const db = await createTestDatabase();
  const redis = await createTestRedisPrefix();
  const config = loadConfig('learning', {
    DATABASE_URL: db.url,
    REDIS_PREFIX: redis.prefix,
    LOG_LEVEL: 'silent',
  });
  await runMigrations(db.url, LEARNING_DATABASE);
  const app = await initServiceApp(
    await createServiceApp(AppModule.register(config), config, { openApi: LEARNING_OPENAPI }),
  );
  const dataSource = app.get(DataSource);
  if (contentDir) await new SeedService(dataSource).seedFromDirectory(contentDir);
  return {
    app,
    config,
    dataSource,
    redis,
    login: (userId = (nextUserId += 1)) =>
      writeTestSession(app.get<RedisClient>(REDIS_CLIENT), config, userId),
    http: () => request(app.getHttpServer()),
    close: async () => {
      await app.close();
      await redis.cleanup();
      await db.drop();
    },
  };
}
