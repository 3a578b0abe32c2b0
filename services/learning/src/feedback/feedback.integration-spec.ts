import 'reflect-metadata';
import { FEEDBACK_LIMITS, FEEDBACK_MESSAGES, type GrammarTips } from '@grammarpath/contracts';
import {
  type AppConfig,
  createServiceApp,
  initServiceApp,
  loadConfig,
  REDIS_CLIENT,
  type RedisClient,
  runMigrations,
  ServiceCoreModule,
} from '@grammarpath/server-kit';
import {
  createTestDatabase,
  createTestRedisPrefix,
  type TestDatabase,
  type TestRedisPrefix,
} from '@grammarpath/server-kit/testing';
import { type DynamicModule, type INestApplication, Module } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { LEARNING_DATABASE } from '../database/learning-database';
import { GrammarTipsModule } from '../grammar-tips/grammar-tips.module';
import { LEARNING_OPENAPI } from '../openapi-info';
import { writeTestSession } from '@grammarpath/server-kit/testing';
import { Feedback } from './feedback.entity';
import { FeedbackModule } from './feedback.module';

@Module({})
class WidgetsTestModule {
  static register(config: AppConfig): DynamicModule {
    return {
      module: WidgetsTestModule,
      imports: [
        ServiceCoreModule.forRoot({ config, database: LEARNING_DATABASE }),
        FeedbackModule,
        GrammarTipsModule,
      ],
    };
  }
}

const valid = {
  name: 'Ana Lima',
  email: 'ana@example.com',
  message: 'The <b>rearrange</b> questions are great & fun.',
};

describe('POST /api/feedback and GET /api/grammar-tips', () => {
  let db: TestDatabase;
  let redisPrefix: TestRedisPrefix;
  let config: AppConfig;
  let app: INestApplication;
  let rows: () => Promise<Feedback[]>;

  const post = (body: object, cookie?: string) => {
    const req = request(app.getHttpServer()).post('/api/feedback');
    if (cookie) req.set('Cookie', cookie);
    return req.send(body);
  };

  async function clearRateLimit() {
    const redis = app.get<RedisClient>(REDIS_CLIENT);
    const keys = await redis.keys(`${config.redisPrefix}rl:feedback:*`);
    if (keys.length > 0) await redis.del(keys);
  }

  beforeAll(async () => {
    db = await createTestDatabase();
    redisPrefix = await createTestRedisPrefix();
    config = loadConfig('learning', {
      DATABASE_URL: db.url,
      REDIS_PREFIX: redisPrefix.prefix,
      LOG_LEVEL: 'silent',
    });
    await runMigrations(db.url, LEARNING_DATABASE);
    app = await initServiceApp(
      await createServiceApp(WidgetsTestModule.register(config), config, { openApi: LEARNING_OPENAPI }),
    );
    rows = () =>
      app
        .get(DataSource)
        .getRepository(Feedback)
        .find({ order: { id: 'ASC' } });
  });

  afterAll(async () => {
    await app?.close();
    await redisPrefix?.cleanup();
    await db?.drop();
  });

  beforeEach(async () => {
    await clearRateLimit();
    await app.get(DataSource).getRepository(Feedback).clear();
  });

  it('stores a visitor’s feedback as given, with the default category and source, and answers feedbackSaved', async () => {
    const res = await post(valid).expect(200);
    expect(res.body).toEqual({ feedbackSaved: true });
    expect(res.headers['set-cookie']).toBeUndefined();
    const [row] = await rows();
    expect(row).toMatchObject({
      userId: null,
      name: 'Ana Lima',
      email: 'ana@example.com',
      message: 'The <b>rearrange</b> questions are great & fun.',
      rating: null,
      category: 'general',
      source: 'homepage',
    });
  });

  it('records the learner, the rating, category and source when given', async () => {
    const cookie = await writeTestSession(app.get<RedisClient>(REDIS_CLIENT), config, 42);
    await post({ ...valid, rating: 4, category: 'bug', source: 'quiz' }, cookie)
      .expect(200)
      .expect({ feedbackSaved: true });
    await post({ ...valid, rating: 0, category: 'question', source: 'learning-path' }).expect(200);
    expect((await rows()).map((row) => [row.userId, row.rating, row.category, row.source])).toEqual([
      [42, 4, 'bug', 'quiz'],
      [null, 0, 'question', 'learning-path'],
    ]);
  });

  it.each<[string, object, string]>([
    ['a blank name', { ...valid, name: '  ' }, 'Name is required'],
    ['no name', { ...valid, name: undefined }, 'Name is required'],
    ['an invalid email', { ...valid, email: 'ana@' }, 'Please enter a valid email'],
    ['a short message', { ...valid, message: 'Hi!' }, 'Message must be at least 5 characters'],
    [
      'a message short once trimmed',
      { ...valid, message: '    Hi     ' },
      'Message must be at least 5 characters',
    ],
    ['rating 6', { ...valid, rating: 6 }, 'rating must not be greater than 5'],
    ['rating 2.5', { ...valid, rating: 2.5 }, 'rating must be an integer number'],
    ['an unknown category', { ...valid, category: 'praise' }, 'category must be one of the following values'],
    ['an unknown source', { ...valid, source: 'email' }, 'source must be one of the following values'],
    ['an unknown field', { ...valid, isAdmin: true }, 'property isAdmin should not exist'],
    [
      'a message over the limit',
      { ...valid, message: 'x'.repeat(FEEDBACK_LIMITS.messageMax + 1) },
      'message must be at most 5000 characters',
    ],
  ])('rejects %s with 400', async (_label, body, message) => {
    const res = await post(body).expect(400);
    expect((res.body as { message: string }).message).toContain(message);
    expect(await rows()).toEqual([]);
  });

  it('answers feedbackSaved false, and logs, when the feedback cannot be stored', async () => {
    const dataSource = app.get(DataSource);
    await dataSource.query('ALTER TABLE learning.feedback RENAME TO feedback_unavailable');
    try {
      await post(valid).expect(200).expect({ feedbackSaved: false });
    } finally {
      await dataSource.query('ALTER TABLE learning.feedback_unavailable RENAME TO feedback');
    }
  });

  it(`limits a client IP to ${FEEDBACK_LIMITS.perIpMax} submissions per window`, async () => {
    for (let i = 0; i < FEEDBACK_LIMITS.perIpMax; i++) await post(valid).expect(200);
    const res = await post(valid).expect(429);
    expect((res.body as { message: string }).message).toBe(FEEDBACK_MESSAGES.tooMany);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(FEEDBACK_LIMITS.windowSeconds);
    expect(await rows()).toHaveLength(FEEDBACK_LIMITS.perIpMax);
  });

  describe('behind the gateway (TRUST_PROXY loopback: the gateway on this machine)', () => {
    const from = (forwardedFor: string) =>
      request(app.getHttpServer()).post('/api/feedback').set('X-Forwarded-For', forwardedFor).send(valid);

    it('counts each client address the gateway forwards on its own', async () => {
      for (let i = 0; i < FEEDBACK_LIMITS.perIpMax; i++) await from('203.0.113.1').expect(200);
      await from('203.0.113.1').expect(429);
      await from('203.0.113.2').expect(200);
      const redis = app.get<RedisClient>(REDIS_CLIENT);
      expect((await redis.keys(`${config.redisPrefix}rl:feedback:ip:*`)).sort()).toEqual([
        `${config.redisPrefix}rl:feedback:ip:203.0.113.1`,
        `${config.redisPrefix}rl:feedback:ip:203.0.113.2`,
      ]);
    });

    it('keys on the address the gateway appended, not on one a client put in front of it', async () => {
      for (let i = 0; i < FEEDBACK_LIMITS.perIpMax; i++) await from('203.0.113.1').expect(200);
      await from('198.51.100.7, 203.0.113.1').expect(429);
    });
  });

  it('serves the grammar tips with cache headers and answers 304 to a matching ETag', async () => {
    const res = await request(app.getHttpServer()).get('/api/grammar-tips').expect(200);
    const tips = res.body as GrammarTips;
    expect(Object.keys(tips.topics)).toHaveLength(16);
    expect(Object.keys(tips.questionTypes)).toHaveLength(5);
    expect(tips.general).toHaveLength(5);
    expect(tips.topics.conditionals[0]).toEqual({
      en: expect.any(String),
      ja: expect.any(String),
      vi: expect.any(String),
      zh: expect.any(String),
    });
    expect(res.headers['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=86400');
    const etag = res.headers['etag'] as string;
    expect(etag).toMatch(/^"/);
    await request(app.getHttpServer()).get('/api/grammar-tips').set('If-None-Match', etag).expect(304);
  });
});

describe('POST /api/feedback from a peer that is not a trusted proxy', () => {
  let db: TestDatabase;
  let redisPrefix: TestRedisPrefix;
  let app: INestApplication;

  beforeAll(async () => {
    db = await createTestDatabase();
    redisPrefix = await createTestRedisPrefix();
    // Only a gateway inside 10.0.0.0/8 is trusted: the test client on loopback is not.
    const config = loadConfig('learning', {
      DATABASE_URL: db.url,
      REDIS_PREFIX: redisPrefix.prefix,
      LOG_LEVEL: 'silent',
      TRUST_PROXY: '10.0.0.0/8',
    });
    await runMigrations(db.url, LEARNING_DATABASE);
    app = await initServiceApp(
      await createServiceApp(WidgetsTestModule.register(config), config, { openApi: LEARNING_OPENAPI }),
    );
  });

  afterAll(async () => {
    await app?.close();
    await redisPrefix?.cleanup();
    await db?.drop();
  });

  it('ignores its X-Forwarded-For, so a new claimed address each time does not escape the limit', async () => {
    const post = (i: number) =>
      request(app.getHttpServer()).post('/api/feedback').set('X-Forwarded-For', `203.0.113.${i}`).send(valid);
    for (let i = 0; i < FEEDBACK_LIMITS.perIpMax; i++) await post(i).expect(200);
    await post(FEEDBACK_LIMITS.perIpMax).expect(429);
  });
});
