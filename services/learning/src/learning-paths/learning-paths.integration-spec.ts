import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import {
  type CompleteStageResponse,
  type LearningPathDetail,
  type LearningPathListItem,
  type LearningPathProgress,
  type LearningResourceView,
  QUESTION_TYPES,
  type QuizResponse,
  type QuizResultView,
  stageQuizRequiredMessage,
  type StageView,
} from '@grammarpath/contracts';
import { type AppConfig, REDIS_CLIENT, type RedisClient } from '@grammarpath/server-kit';
import { type INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { type LearningTestApp, startLearningTestApp } from '../testing/learning-test-app';
import { writeTestSession } from '@grammarpath/server-kit/testing';
import { ActivityEvent } from './activity-event.entity';
import { UserLearningPathProgress } from './user-learning-path-progress.entity';
import { quizResultBody } from '../testing/quiz-test-app';

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

  /**
   * A new learner's session cookie. With quizzesPassed, the learner has a passing stage-quiz result for every
   * stage (stored directly), so that Mark as Complete is open and only the order rules apply.
   */
  async function learner({ quizzesPassed = false } = {}): Promise<{ userId: number; cookie: string }> {
    const userId = nextUserId++;
    if (quizzesPassed) {
      for (const stage of [...articleStages, ...(await stagesOf(timeAndPlace.id))]) {
        await storePassedStageQuiz(userId, stage.id);
      }
    }
    return { userId, cookie: await writeTestSession(app.get<RedisClient>(REDIS_CLIENT), config, userId) };
  }

  /** A stored stage quiz of 10 questions, all right on the first try (as POST /api/quiz-results stores it). */
  async function storePassedStageQuiz(userId: number, stageId: number): Promise<void> {
    const quizId = randomUUID();
    const ds = app.get(DataSource);
    await ds.query(
      `INSERT INTO learning.quizzes (id, "userId", mode, "questionIds", "difficultyLevel", "questionTypes", "stageId")
       VALUES ($1, $2, 'stage', '{1,2,3,4,5,6,7,8,9,10}', 'beginner', '{}', $3)`,
      [quizId, userId, stageId],
    );
    await ds.query(
      `INSERT INTO learning.quiz_results ("userId", "quizId", mode, "totalQuestions", "correctAnswers", "wrongAnswers", "firstTryCorrect", "difficultyLevel", "questionTypes")
       VALUES ($1, $2, 'stage', 10, 10, 0, 10, 'beginner', '{}')`,
      [userId, quizId],
    );
  }

  /** Starts the stage's practice quiz through the API, as the stage page's "Practise this stage" does. */
  async function startStageQuiz(cookie: string, stageId: number, practice = false): Promise<QuizResponse> {
    const res = await http()
      .post('/api/questions')
      .set('Cookie', cookie)
      .send({
        mode: 'stage',
        stageId,
        difficultyLevel: 'beginner',
        questionTypes: [...QUESTION_TYPES],
        questionCount: 10,
        ...(practice ? { isPracticeMode: true, maxAttempts: 3 } : {}),
      })
      .expect(201);
    return res.body as QuizResponse;
  }

  /** Answers each question of the quiz: 'right', 'wrong', or wrong first and then right (practice mode). */
  async function answer(cookie: string, quiz: QuizResponse, how: 'right' | 'wrong' | 'wrongThenRight') {
    const ids = quiz.questions.map((q) => q.id);
    const rows = (await app
      .get(DataSource)
      .query(`SELECT id, "correctAnswer" FROM learning.questions WHERE id = ANY($1::int[])`, [ids])) as {
      id: number;
      correctAnswer: string;
    }[];
    for (const { id, correctAnswer } of rows) {
      const tries = how === 'right' ? [correctAnswer] : how === 'wrong' ? ['zzz'] : ['zzz', correctAnswer];
      for (const given of tries) {
        await http()
          .post('/api/check-answer')
          .set('Cookie', cookie)
          .send({ quizId: quiz.quizId, questionId: id, answer: given })
          .expect(200);
      }
    }
  }

  async function submit(cookie: string, quiz: QuizResponse): Promise<QuizResultView> {
    const res = await http()
      .post('/api/quiz-results')
      .set('Cookie', cookie)
      .send(quizResultBody(quiz.quizId))
      .expect(201);
    return res.body as QuizResultView;
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
    const { userId, cookie } = await learner({ quizzesPassed: true });
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
    const { cookie } = await learner({ quizzesPassed: true });
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
    const alice = await learner({ quizzesPassed: true });
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
    const { userId, cookie } = await learner({ quizzesPassed: true });
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
    const { userId, cookie } = await learner({ quizzesPassed: true });
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
    const { cookie } = await learner({ quizzesPassed: true });
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

  describe('a stage is completed by passing its practice quiz (DESIGN.md §5)', () => {
    it('answers 409 to Mark as Complete without a quiz, and changes nothing', async () => {
      const { userId, cookie } = await learner();
      const res = await complete(cookie, articles.id, articleStages[0].id).expect(409);
      expect(res.body).toMatchObject({ message: stageQuizRequiredMessage(70) });
      expect(res.body.message).toBe(
        "Pass this stage's practice quiz with at least 70% (answers right on the first try) to complete it",
      );
      expect(await events(userId)).toEqual([]);
      const detail = (
        await http().get(`/api/learning-paths/${articles.id}`).set('Cookie', cookie).expect(200)
      ).body as LearningPathDetail;
      expect(detail.progress).toBeNull();
      expect(detail.stages.map((s) => [s.quizPassed, s.bestFirstTryScore])).toEqual([
        [false, null],
        [false, null],
      ]);
      const visitor = (await http().get(`/api/learning-paths/${articles.id}`).expect(200))
        .body as LearningPathDetail;
      expect('quizPassed' in visitor.stages[0]).toBe(false);
    });

    it('keeps the stage open after a failing quiz: the result says so and Mark as Complete still answers 409', async () => {
      const { cookie } = await learner();
      const [one] = articleStages;
      const quiz = await startStageQuiz(cookie, one.id);
      expect(quiz.questions.length).toBeGreaterThan(0);
      await answer(cookie, quiz, 'wrong');
      const result = await submit(cookie, quiz);
      expect(result.stage).toEqual({
        stageId: one.id,
        pathId: articles.id,
        firstTryScore: 0,
        threshold: 70,
        passed: false,
        completed: false,
        completedNow: false,
        locked: false,
        pathCompleted: false,
        nextStageId: articleStages[1].id,
      });
      await complete(cookie, articles.id, one.id).expect(409);
      const detail = (
        await http().get(`/api/learning-paths/${articles.id}`).set('Cookie', cookie).expect(200)
      ).body as LearningPathDetail;
      expect(detail.stages[0]).toMatchObject({ quizPassed: false, bestFirstTryScore: 0 });
    });

    it('completes the stage with the passing result itself; Mark as Complete is then idempotent', async () => {
      const { userId, cookie } = await learner();
      const [one, two] = articleStages;
      const quiz = await startStageQuiz(cookie, one.id);
      await answer(cookie, quiz, 'right');
      const result = await submit(cookie, quiz);
      expect(result.firstTryCorrect).toBe(result.totalQuestions);
      expect(result.stage).toMatchObject({
        stageId: one.id,
        firstTryScore: 100,
        passed: true,
        completed: true,
        completedNow: true,
        locked: false,
        pathCompleted: false,
        nextStageId: two.id,
      });
      const progress = (
        await http().get('/api/user/learning-path-progress').set('Cookie', cookie).expect(200)
      ).body as LearningPathProgress[];
      expect(progress.map((p) => [p.pathId, p.stagesCompleted, p.overallProgress])).toEqual([
        [articles.id, [one.id], 50],
      ]);
      expect((await events(userId)).map((e) => [e.type, e.stageId])).toEqual([
        ['started', null],
        ['stage_completed', one.id],
      ]);

      const again = await submit(cookie, quiz);
      expect(again.stage).toMatchObject({ passed: true, completed: true, completedNow: false });
      const marked = (await complete(cookie, articles.id, one.id).expect(200)).body as CompleteStageResponse;
      expect(marked).toMatchObject({ alreadyCompleted: true, nextStageId: two.id });
      const detail = (
        await http().get(`/api/learning-paths/${articles.id}`).set('Cookie', cookie).expect(200)
      ).body as LearningPathDetail;
      expect(detail.stages.map((s) => [s.quizPassed, s.bestFirstTryScore])).toEqual([
        [true, 100],
        [false, null],
      ]);

      // The last stage (threshold 80) completes the path the same way.
      const last = await startStageQuiz(cookie, two.id);
      await answer(cookie, last, 'right');
      expect((await submit(cookie, last)).stage).toMatchObject({
        threshold: 80,
        passed: true,
        completedNow: true,
        pathCompleted: true,
        nextStageId: null,
      });
    });

    it('does not count answers right only on a later try: practice-mode brute force never passes', async () => {
      const { cookie } = await learner();
      const [one] = articleStages;
      const quiz = await startStageQuiz(cookie, one.id, true);
      await answer(cookie, quiz, 'wrongThenRight');
      const result = await submit(cookie, quiz);
      expect(result).toMatchObject({ correctAnswers: result.totalQuestions, firstTryCorrect: 0, score: 100 });
      expect(result.stage).toMatchObject({ firstTryScore: 0, passed: false, completed: false });
      const res = await complete(cookie, articles.id, one.id).expect(409);
      expect(res.body).toMatchObject({ message: stageQuizRequiredMessage(70) });
    });

    it('keeps a locked stage locked when its quiz is passed; Mark as Complete opens once the previous is done', async () => {
      const { userId, cookie } = await learner();
      const [one, two] = articleStages;
      const quiz = await startStageQuiz(cookie, two.id);
      await answer(cookie, quiz, 'right');
      expect((await submit(cookie, quiz)).stage).toMatchObject({
        passed: true,
        completed: false,
        completedNow: false,
        locked: true,
      });
      expect(await events(userId)).toEqual([]);
      const locked = await complete(cookie, articles.id, two.id).expect(409);
      expect(locked.body.message).toContain('is locked');

      const first = await startStageQuiz(cookie, one.id);
      await answer(cookie, first, 'right');
      expect((await submit(cookie, first)).stage).toMatchObject({ completedNow: true });
      const done = (await complete(cookie, articles.id, two.id).expect(200)).body as CompleteStageResponse;
      expect(done).toMatchObject({ alreadyCompleted: false, pathCompleted: true });
    });

    it('is a real quiz: one of too few questions does not pass', async () => {
      const { cookie } = await learner();
      const [stage] = await stagesOf(timeAndPlace.id);
      // Two of the stage's three questions are not multiple choice: this quiz has one question.
      const res = await http()
        .post('/api/questions')
        .set('Cookie', cookie)
        .send({
          mode: 'stage',
          stageId: stage.id,
          difficultyLevel: 'intermediate',
          questionTypes: ['multiple_choice'],
          questionCount: 10,
        })
        .expect(201);
      const quiz = res.body as QuizResponse;
      expect(quiz.questions).toHaveLength(1);
      await answer(cookie, quiz, 'right');
      expect((await submit(cookie, quiz)).stage).toMatchObject({ firstTryScore: 100, passed: false });
      await complete(cookie, timeAndPlace.id, stage.id).expect(409);
    });
  });

  async function stagesOf(pathId: number): Promise<StageView[]> {
    return (await http().get(`/api/learning-paths/${pathId}/stages`).expect(200)).body as StageView[];
  }
});
