import { randomUUID } from 'node:crypto';
import {
  type AppConfig,
  createServiceApp,
  loadConfig,
  REDIS_CLIENT,
  type RedisClient,
  runMigrations,
} from '@grammarpath/server-kit';
import { createTestDatabase, createTestRedisPrefix } from '@grammarpath/server-kit/testing';
import { type INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppModule } from '../../app.module';
import { type Question } from '../../questions/question.entity';
import { DEFAULT_CONTENT_DIR } from '../../content/content-dir';
import { LEARNING_DATABASE } from '../../database/learning-database';
import { LEARNING_OPENAPI } from '../../openapi-info';
import { SeedService } from '../../seed/seed.service';
import { writeIdentitySession } from '../../test-support/identity-session';

export interface QuizTestApp {
  app: INestApplication;
  config: AppConfig;
  dataSource: DataSource;
  /** A fresh learner's session cookie (a new user id each call unless one is given). */
  login(userId?: number): Promise<string>;
  http(): ReturnType<typeof request>;
  close(): Promise<void>;
}

let nextUserId = 1000;

/** The learning service on a fresh database seeded with the real content, and a fresh Redis prefix. */
export async function startQuizTestApp(): Promise<QuizTestApp> {
  const db = await createTestDatabase();
  const redis = await createTestRedisPrefix();
  const config = loadConfig('learning', {
    DATABASE_URL: db.url,
    REDIS_PREFIX: redis.prefix,
    LOG_LEVEL: 'silent',
  });
  await runMigrations(db.url, LEARNING_DATABASE);
  const app = await createServiceApp(AppModule.register(config), config, { openApi: LEARNING_OPENAPI });
  await app.init();
  const dataSource = app.get(DataSource);
  await new SeedService(dataSource).seedFromDirectory(DEFAULT_CONTENT_DIR);
  return {
    app,
    config,
    dataSource,
    login: (userId = (nextUserId += 1)) =>
      writeIdentitySession(app.get<RedisClient>(REDIS_CLIENT), config, userId),
    http: () => request(app.getHttpServer()),
    close: async () => {
      await app.close();
      await redis.cleanup();
      await db.drop();
    },
  };
}

/** Stores a quiz of exactly these questions for a learner, as POST /api/questions would. */
export async function insertQuiz(
  dataSource: DataSource,
  userId: number,
  questionIds: number[],
  options: {
    isPracticeMode?: boolean;
    maxAttempts?: number;
    showHints?: boolean;
    showExplanationAfterEachAttempt?: boolean;
  } = {},
): Promise<string> {
  const id = randomUUID();
  await dataSource.query(
    `INSERT INTO learning.quizzes (id, "userId", mode, "questionIds", "difficultyLevel", "questionTypes", "isPracticeMode", "maxAttempts", "showHints", "showExplanationAfterEachAttempt")
     VALUES ($1, $2, 'standard', $3, 'beginner', '{}', $4, $5, $6, $7)`,
    [
      id,
      userId,
      questionIds,
      options.isPracticeMode ?? false,
      options.maxAttempts ?? 1,
      options.showHints ?? false,
      options.showExplanationAfterEachAttempt ?? true,
    ],
  );
  return id;
}

/** One question row matching a SQL condition on learning.questions. */
export async function questionWhere(dataSource: DataSource, condition: string): Promise<Question> {
  const [row] = (await dataSource.query(
    `SELECT * FROM learning.questions WHERE ${condition} ORDER BY id LIMIT 1`,
  )) as Question[];
  if (!row) throw new Error(`No question where ${condition}`);
  return row;
}
