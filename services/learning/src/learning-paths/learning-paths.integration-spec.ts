import 'reflect-metadata';
import { join } from 'node:path';
import {
  type CompleteStageResponse,
  type LearningPathDetail,
  type LearningPathListItem,
  type LearningPathProgress,
  type LearningResourceView,
  type StageView,
} from '@grammarpath/contracts';
import { type AppConfig, REDIS_CLIENT, type RedisClient } from '@grammarpath/server-kit';
import { type INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { type LearningTestApp, startLearningTestApp } from '../test-support/learning-test-app';
import { writeTestSession } from '@grammarpath/server-kit/testing';
import { ActivityEvent } from './activity-event.entity';
import { UserLearningPathProgress } from './user-learning-path-progress.entity';

const FIXTURE_DIR = join(__dirname, '..', 'seed', '__fixtures__', 'content');

describe('learning paths API', () => {
  let testApp: LearningTestApp;
  let config: AppConfig;
  let app: INestApplication;
  let nextUserId = 100;
  /** Fixture: "Article foundations" (2 stages, resource on the first) and "Time and place" (1 stage). */
  let articles: LearningPathListItem;
  let timeAndPlace: LearningPathListItem;
  let articleStages: StageView[];

  const http = () => request(app.getHttpServer());

  /** A new learner's session cookie. */
  async function learner(): Promise<{ userId: number; cookie: string }> {
    const userId = nextUserId++;
    return { userId, cookie: await writeTestSession(app.get<RedisClient>(REDIS_CLIENT), config, userId) };
  }

  function complete(cookie: string, pathId: number, stageId: number) {
    return http().post(`/api/learning-paths/${pathId}/stages/${stageId}/complete`).set('Cookie', cookie);
  }

  function events(userId: number): Promise<ActivityEvent[]> {
    return app
      .get(DataSource)
      .getRepository(ActivityEvent)
      .find({ where: { userId }, order: { id: 'ASC' } });
  }

  beforeAll(async () => {
    testApp = await startLearningTestApp({ contentDir: FIXTURE_DIR });
    ({ app, config } = testApp);
    [articles, timeAndPlace] = (await http().get('/api/learning-paths').expect(200))
      .body as LearningPathListItem[];
    articleStages = (await http().get(`/api/learning-paths/${articles.id}/stages`).expect(200))
      .body as StageView[];
  });

  afterAll(async () => {
    await testApp?.close();
  });

  describe('reads without a session', () => {
    it('gives the stages in order with threshold, question count and resource titles', () => {
      expect(articleStages.map((s) => [s.name, s.orderIndex, s.threshold, s.pathId])).toEqual([
        ['A or an', 0, 70, articles.id],
        ['Articles everywhere', 1, 80, articles.id],
      ]);
      expect(articleStages[0].description).toBe('<p>Use <strong>an</strong> before a vowel sound.</p>');
      expect(articleStages[0].resources).toEqual([{ id: expect.any(Number), title: expect.any(String) }]);
      expect(articleStages[1].resources).toEqual([]);
      expect(articleStages.every((s) => Number.isInteger(s.questionCount))).toBe(true);
    });

    it('gives the path detail with its stages and no progress field', async () => {
      const res = await http().get(`/api/learning-paths/${timeAndPlace.id}`).expect(200);
      const detail = res.body as LearningPathDetail;
      expect(detail).toMatchObject({
        id: timeAndPlace.id,
        name: 'Time and place',
        difficultyLevel: 'intermediate',
        cefrLevel: 'b1',
        estimatedCompletionTime: 60,
        targetGrammarTopics: ['prepositions', 'articles'],
        prerequisitePaths: [articles.id],
      });
      expect(detail.stages.map((s) => s.name)).toEqual(['At, in, on']);
      expect(detail.stages[0].resources).toHaveLength(2);
      expect('progress' in detail).toBe(false);
      expect(res.headers['set-cookie']).toBeUndefined();
    });

    it('answers 400 for non-numeric or out-of-range ids and 404 for unknown paths', async () => {
      for (const url of [
        '/api/learning-paths/abc',
        '/api/learning-paths/1.5/stages',
        '/api/learning-paths/99999999999',
      ]) {
        const res = await http().get(url).expect(400);
        expect(res.body).toMatchObject({ message: 'id must be a positive whole number' });
      }
      const res = await http().get('/api/learning-paths/9999').expect(404);
      expect(res.body).toMatchObject({ message: 'Learning path 9999 not found' });
      await http().get('/api/learning-paths/9999/stages').expect(404);
    });
  });

  it('serves a stage resource to visitors, 404 for an unknown one and 400 for a bad id', async () => {
    const [ref] = articleStages[0].resources;
    const res = await http().get(`/api/learning-resources/${ref.id}`).expect(200);
    const resource = res.body as LearningResourceView;
    expect(resource).toMatchObject({ id: ref.id, title: ref.title });
    expect(Object.keys(resource).sort()).toEqual(
      ['category', 'content', 'difficulty', 'exampleSentences', 'grammarRule', 'id', 'links', 'title'].sort(),
    );
    const missing = await http().get('/api/learning-resources/9999').expect(404);
    expect(missing.body).toMatchObject({ message: 'Learning resource 9999 not found' });
    await http().get('/api/learning-resources/first').expect(400);
  });

  it('documents the endpoints and their answers in the OpenAPI document', async () => {
    const doc = (await http().get('/openapi.json').expect(200)).body as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const ok = (path: string, method: string) => JSON.stringify(doc.paths[path]?.[method]?.responses['200']);
    expect(ok('/api/learning-paths/{id}', 'get')).toContain('LearningPathDetailDto');
    expect(ok('/api/learning-paths/{id}/stages', 'get')).toContain('StageViewDto');
    expect(ok('/api/user/learning-path-progress', 'get')).toContain('LearningPathProgressDto');
    expect(ok('/api/learning-paths/{pathId}/stages/{stageId}/complete', 'post')).toContain(
      'CompleteStageResponseDto',
    );
    expect(doc.paths['/api/learning-paths/{pathId}/stages/{stageId}/complete'].post.responses).toHaveProperty(
      '409',
    );
    expect(ok('/api/learning-resources/{id}', 'get')).toContain('LearningResourceViewDto');
  });

  describe('writes and progress need a session', () => {
    it('answers 401 without one', async () => {
      await http().get('/api/user/learning-path-progress').expect(401);
      await http().post(`/api/learning-paths/${articles.id}/start`).expect(401);
      await http()
        .post(`/api/learning-paths/${articles.id}/stages/${articleStages[0].id}/complete`)
        .expect(401);
      await http().post(`/api/learning-paths/${articles.id}/progress`).send({ progress: 50 }).expect(401);
      expect(await app.get(DataSource).getRepository(UserLearningPathProgress).count()).toBe(0);
    });

    it('answers 400 for bad ids and bad bodies, 404 for unknown paths and foreign stages', async () => {
      const { cookie } = await learner();
      await http().post('/api/learning-paths/x/start').set('Cookie', cookie).expect(400);
      const bad = await complete(cookie, articles.id, NaN).expect(400);
      expect(bad.body).toMatchObject({ message: 'stageId must be a positive whole number' });
      await http().post('/api/learning-paths/9999/start').set('Cookie', cookie).expect(404);
      await complete(cookie, 9999, articleStages[0].id).expect(404);
      const foreign = await http()
        .get(`/api/learning-paths/${timeAndPlace.id}/stages`)
        .then((res) => (res.body as StageView[])[0]);
      const res = await complete(cookie, articles.id, foreign.id).expect(404);
      expect(res.body).toMatchObject({
        message: `Stage ${foreign.id} not found in learning path ${articles.id}`,
      });
      const progressUrl = `/api/learning-paths/${articles.id}/progress`;
      await http().post(progressUrl).set('Cookie', cookie).send({ progress: 'half' }).expect(400);
      await http().post(progressUrl).set('Cookie', cookie).send({ progress: 101 }).expect(400);
      const extra = await http()
        .post(progressUrl)
        .set('Cookie', cookie)
        .send({ progress: 5, hack: 1 })
        .expect(400);
      expect(extra.body).toMatchObject({ message: 'property hack should not exist' });
    });
  });

  it('starts a path once: the first stage is current, a second start changes nothing', async () => {
    const { userId, cookie } = await learner();
    const first = (
      await http().post(`/api/learning-paths/${articles.id}/start`).set('Cookie', cookie).expect(200)
    ).body as LearningPathProgress;
    expect(first).toMatchObject({
      pathId: articles.id,
      currentStageId: articleStages[0].id,
      completed: false,
      completedDate: null,
      stagesCompleted: [],
      overallProgress: 0,
    });
    const again = await http()
      .post(`/api/learning-paths/${articles.id}/start`)
      .set('Cookie', cookie)
      .expect(200);
    expect(again.body).toEqual(first);
    expect((await events(userId)).map((e) => [e.type, e.pathId])).toEqual([['started', articles.id]]);

    const detail = await http().get(`/api/learning-paths/${articles.id}`).set('Cookie', cookie).expect(200);
    expect((detail.body as LearningPathDetail).progress).toEqual(first);
    const other = await http()
      .get(`/api/learning-paths/${timeAndPlace.id}`)
      .set('Cookie', cookie)
      .expect(200);
    expect((other.body as LearningPathDetail).progress).toBeNull();
  });

  it('locks stages in order, completes them once, and completes the path at 100 %', async () => {
    const { userId, cookie } = await learner();
    const [one, two] = articleStages;

    const locked = await complete(cookie, articles.id, two.id).expect(409);
    expect(locked.body).toMatchObject({
      message: `Stage ${two.id} is locked: complete the previous stage "A or an" (${one.id}) first`,
    });
    expect(await events(userId)).toEqual([]);

    const firstRes = (await complete(cookie, articles.id, one.id).expect(200)).body as CompleteStageResponse;
    expect(firstRes).toMatchObject({ pathCompleted: false, nextStageId: two.id, alreadyCompleted: false });
    expect(firstRes.progress).toMatchObject({
      stagesCompleted: [one.id],
      overallProgress: 50,
      currentStageId: two.id,
      completed: false,
    });

    const twice = (await complete(cookie, articles.id, one.id).expect(200)).body as CompleteStageResponse;
    expect(twice).toEqual({ ...firstRes, alreadyCompleted: true });

    const last = (await complete(cookie, articles.id, two.id).expect(200)).body as CompleteStageResponse;
    expect(last).toMatchObject({ pathCompleted: true, nextStageId: null, alreadyCompleted: false });
    expect(last.progress).toMatchObject({
      stagesCompleted: [one.id, two.id],
      overallProgress: 100,
      currentStageId: two.id,
      completed: true,
    });
    expect(Date.parse(last.progress.completedDate ?? '')).toBeGreaterThanOrEqual(
      Date.parse(firstRes.progress.lastActivity),
    );
    expect(Date.parse(last.progress.lastActivity)).toBeGreaterThanOrEqual(
      Date.parse(firstRes.progress.lastActivity),
    );

    const after = (await complete(cookie, articles.id, two.id).expect(200)).body as CompleteStageResponse;
    expect(after.progress).toEqual(last.progress);

    expect((await events(userId)).map((e) => [e.type, e.pathId, e.stageId])).toEqual([
      ['started', articles.id, null],
      ['stage_completed', articles.id, one.id],
      ['stage_completed', articles.id, two.id],
      ['completed', articles.id, null],
    ]);
  });

  it('recomputes posted progress from the completed stages, so it can never exceed what was done', async () => {
    const { cookie } = await learner();
    const url = `/api/learning-paths/${articles.id}/progress`;
    const notStarted = await http().post(url).set('Cookie', cookie).send({ progress: 50 }).expect(409);
    expect(notStarted.body).toMatchObject({ message: `Learning path ${articles.id} has not been started` });

    await complete(cookie, articles.id, articleStages[0].id).expect(200);
    const capped = (await http().post(url).set('Cookie', cookie).send({ progress: 100 }).expect(200))
      .body as LearningPathProgress;
    expect(capped).toMatchObject({ overallProgress: 50, completed: false, completedDate: null });
    const lower = (await http().post(url).set('Cookie', cookie).send({ progress: 0 }).expect(200))
      .body as LearningPathProgress;
    expect(lower.overallProgress).toBe(50);
  });

  it('lists only the learner’s own progress; another learner never sees it', async () => {
    const alice = await learner();
    const bob = await learner();
    await complete(alice.cookie, timeAndPlace.id, (await stagesOf(timeAndPlace.id))[0].id).expect(200);
    await http().post(`/api/learning-paths/${articles.id}/start`).set('Cookie', alice.cookie).expect(200);

    const mine = (
      await http().get('/api/user/learning-path-progress').set('Cookie', alice.cookie).expect(200)
    ).body as LearningPathProgress[];
    expect(mine.map((p) => [p.pathId, p.overallProgress, p.completed])).toEqual([
      [articles.id, 0, false],
      [timeAndPlace.id, 100, true],
    ]);
    expect(mine.every((p) => !('userId' in p))).toBe(true);

    await http().get('/api/user/learning-path-progress').set('Cookie', bob.cookie).expect(200, []);
    const detail = await http()
      .get(`/api/learning-paths/${timeAndPlace.id}`)
      .set('Cookie', bob.cookie)
      .expect(200);
    expect((detail.body as LearningPathDetail).progress).toBeNull();
    const list = await http().get('/api/learning-paths').set('Cookie', bob.cookie).expect(200);
    expect((list.body as LearningPathListItem[]).map((p) => p.progress)).toEqual([null, null]);
  });

  it('keeps one row and one event per change when the same stage is completed concurrently', async () => {
    const { userId, cookie } = await learner();
    const stage = articleStages[0];
    // Started first, so that the row exists and only its row lock (not the insert) keeps the writes apart.
    await http().post(`/api/learning-paths/${articles.id}/start`).set('Cookie', cookie).expect(200);
    const results = await Promise.all(
      Array.from({ length: 4 }, () => complete(cookie, articles.id, stage.id)),
    );

    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const bodies = results.map((r) => r.body as CompleteStageResponse);
    expect(bodies.filter((b) => !b.alreadyCompleted)).toHaveLength(1);
    expect(bodies.every((b) => b.progress.overallProgress === 50)).toBe(true);
    const rows = await app.get(DataSource).getRepository(UserLearningPathProgress).findBy({ userId });
    expect(rows.map((r) => r.stagesCompleted)).toEqual([[stage.id]]);
    expect((await events(userId)).map((e) => e.type)).toEqual(['started', 'stage_completed']);
  });

  it('serialises simultaneous completes of consecutive stages: never a gap, never a lost stage', async () => {
    const { userId, cookie } = await learner();
    const [one, two] = articleStages;
    await http().post(`/api/learning-paths/${articles.id}/start`).set('Cookie', cookie).expect(200);
    const [first, second] = await Promise.all([
      complete(cookie, articles.id, one.id),
      complete(cookie, articles.id, two.id),
    ]);

    expect(first.status).toBe(200);
    expect([200, 409]).toContain(second.status);
    const [row] = await app.get(DataSource).getRepository(UserLearningPathProgress).findBy({ userId });
    const expected = second.status === 200 ? [one.id, two.id] : [one.id];
    expect(row.stagesCompleted).toEqual(expected);
    const stageEvents = (await events(userId)).filter((e) => e.type === 'stage_completed');
    expect(stageEvents.map((e) => e.stageId)).toEqual(expected);
  });

  it('stamps lastActivity on a posted progress and keeps the completion date afterwards', async () => {
    const { cookie } = await learner();
    const [stage] = await stagesOf(timeAndPlace.id);
    const done = (await complete(cookie, timeAndPlace.id, stage.id).expect(200))
      .body as CompleteStageResponse;
    await new Promise((resolve) => setTimeout(resolve, 20));
    const posted = (
      await http()
        .post(`/api/learning-paths/${timeAndPlace.id}/progress`)
        .set('Cookie', cookie)
        .send({ progress: 100 })
        .expect(200)
    ).body as LearningPathProgress;

    expect(Date.parse(posted.lastActivity)).toBeGreaterThan(Date.parse(done.progress.lastActivity));
    expect(posted).toMatchObject({
      completed: true,
      completedDate: done.progress.completedDate,
      started: done.progress.started,
      overallProgress: 100,
    });
  });

  async function stagesOf(pathId: number): Promise<StageView[]> {
    return (await http().get(`/api/learning-paths/${pathId}/stages`).expect(200)).body as StageView[];
  }
});
