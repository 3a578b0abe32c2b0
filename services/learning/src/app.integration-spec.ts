import 'reflect-metadata';
import { join } from 'node:path';
import { type Endpoint, ENDPOINTS, type LearningPathListItem, QUESTION_TYPES } from '@grammarpath/contracts';
import { type AppConfig, REDIS_CLIENT, type RedisClient } from '@grammarpath/server-kit';
import { type INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { LEARNING_ENTITIES } from './learning-entities';
import { LearningPathStage } from './learning-paths/learning-path-stage.entity';
import { UserLearningPathProgress } from './learning-paths/user-learning-path-progress.entity';
import { type LearningTestApp, startLearningTestApp } from './testing/learning-test-app';
import { writeTestSession } from '@grammarpath/server-kit/testing';

const FIXTURE_DIR = join(__dirname, 'seed', '__fixtures__', 'content');

describe('learning service', () => {
  let testApp: LearningTestApp;
  let config: AppConfig;
  let app: INestApplication;

  beforeAll(async () => {
    testApp = await startLearningTestApp({ contentDir: FIXTURE_DIR });
    ({ app, config } = testApp);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('loads exactly the entities of LEARNING_ENTITIES, each registered by its own module', () => {
    const loaded = app.get(DataSource).entityMetadatas.map((m) => m.target);
    expect(new Set(loaded)).toEqual(new Set(LEARNING_ENTITIES));
  });

  it('documents the answer of every quiz, achievements and feedback endpoint in the OpenAPI document', async () => {
    type Operation = { responses: Record<string, { content?: Record<string, { schema?: unknown }> }> };
    const doc = (await request(app.getHttpServer()).get('/openapi.json').expect(200)).body as {
      paths: Record<string, Record<string, Operation>>;
      components: {
        schemas: Record<string, { properties?: Record<string, { items?: { oneOf?: unknown[] } }> }>;
      };
    };
    const endpointsIn = (group: object): Endpoint[] =>
      Object.values(group).flatMap((value: object) =>
        'path' in value ? [value as Endpoint] : endpointsIn(value),
      );
    const documented = [
      ...endpointsIn(ENDPOINTS.quiz),
      ...endpointsIn(ENDPOINTS.achievements),
      ENDPOINTS.feedback.send,
    ];
    for (const endpoint of documented) {
      const operation = doc.paths[endpoint.path]?.[endpoint.method.toLowerCase()];
      const answer = Object.entries(operation?.responses ?? {}).find(([status]) =>
        status.startsWith('2'),
      )?.[1];
      expect([endpoint.path, answer?.content?.['application/json']?.schema !== undefined]).toEqual([
        endpoint.path,
        true,
      ]);
    }
    const questions = doc.components.schemas.QuizResponseDto.properties?.questions.items?.oneOf;
    expect(questions).toHaveLength(QUESTION_TYPES.length);
    for (const member of questions as { $ref: string }[]) {
      expect(doc.components.schemas[member.$ref.replace('#/components/schemas/', '')]).toBeDefined();
    }
  });

  it('answers /health and /health/ready', async () => {
    await request(app.getHttpServer()).get('/health').expect(200);
    await request(app.getHttpServer()).get('/health/ready').expect(200);
  });

  it('lists the paths for a visitor without any progress field, and creates no session', async () => {
    const res = await request(app.getHttpServer()).get('/api/learning-paths').expect(200);
    const items = res.body as LearningPathListItem[];

    expect(items.map((p) => [p.name, p.stageCount, p.difficultyLevel, p.cefrLevel])).toEqual([
      ['Article foundations', 2, 'beginner', 'a1'],
      ['Time and place', 1, 'intermediate', 'b1'],
    ]);
    expect(items[1]).toMatchObject({
      estimatedCompletionTime: 60,
      targetGrammarTopics: ['prepositions', 'articles'],
      prerequisitePaths: [items[0].id],
    });
    expect(items.every((p) => !('progress' in p))).toBe(true);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await testApp.redis.keys()).toEqual([]);
  });

  it("reads identity's session and adds the learner's progress, null for paths not started", async () => {
    const dataSource = app.get(DataSource);
    const stage = await dataSource
      .getRepository(LearningPathStage)
      .findOneByOrFail({ key: 'fixture-articles-foundations-1' });
    await dataSource.getRepository(UserLearningPathProgress).insert({
      userId: 42,
      pathId: stage.pathId,
      currentStageId: stage.id,
      stagesCompleted: [stage.id],
      overallProgress: 50,
    });
    await dataSource.getRepository(UserLearningPathProgress).insert({ userId: 7, pathId: stage.pathId });
    const cookie = await writeTestSession(app.get<RedisClient>(REDIS_CLIENT), config, 42);

    const res = await request(app.getHttpServer())
      .get('/api/learning-paths')
      .set('Cookie', cookie)
      .expect(200);

    expect((res.body as LearningPathListItem[]).map((p) => p.progress)).toEqual([
      { overallProgress: 50, completed: false, stagesCompleted: [stage.id] },
      null,
    ]);
  });

  it('treats a cookie with a wrong signature as a visitor', async () => {
    const cookie = await writeTestSession(app.get<RedisClient>(REDIS_CLIENT), config, 42);
    const forged = cookie.replace(/\.[^.]+$/, '.forged');

    const res = await request(app.getHttpServer())
      .get('/api/learning-paths')
      .set('Cookie', forged)
      .expect(200);

    expect((res.body as LearningPathListItem[]).every((p) => !('progress' in p))).toBe(true);
  });
});
