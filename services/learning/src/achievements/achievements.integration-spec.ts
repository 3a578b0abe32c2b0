import 'reflect-metadata';
import { join } from 'node:path';
import {
  type AchievementView,
  type BadgeView,
  type CheckAchievementsResponse,
  type ProgressSummary,
  type UserAchievementView,
  type UserBadgeView,
} from '@grammarpath/contracts';
import { type AppConfig, REDIS_CLIENT, type RedisClient } from '@grammarpath/server-kit';
import { type INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { QuizAnswer } from '../practice/answers/quiz-answer.entity';
import { DEFAULT_CONTENT_DIR } from '../content/content-dir';
import { loadContent } from '../content/content-loader';
import { ActivityEvent } from '../learning-paths/activity-event.entity';
import { LearningPathStage } from '../learning-paths/learning-path-stage.entity';
import { LearningPath } from '../learning-paths/learning-path.entity';
import { UserLearningPathProgress } from '../learning-paths/user-learning-path-progress.entity';
import { Question } from '../practice/questions/question.entity';
import { QuizResult } from '../practice/quizzes/quiz-result.entity';
import { loadAchievementCatalogue } from '../seed/achievement-catalogue';
import { SeedService } from '../seed/seed.service';
import { type LearningTestApp, startLearningTestApp } from '../testing/learning-test-app';
import { writeTestSession } from '@grammarpath/server-kit/testing';
import { utcDay } from '../shared/utc-day';

const FIXTURE_DIR = join(__dirname, '..', 'seed', '__fixtures__', 'content');

describe('achievements and progress summary', () => {
  let testApp: LearningTestApp;
  let config: AppConfig;
  let app: INestApplication;
  let dataSource: DataSource;

  const session = (userId: number): Promise<string> =>
    writeTestSession(app.get<RedisClient>(REDIS_CLIENT), config, userId);
  const http = () => request(app.getHttpServer());

  /** A finished quiz as the quiz API records it: the result and one answer row per question. */
  async function finishQuiz(
    userId: number,
    correct: number,
    total: number,
    date = new Date(),
    answered = total,
  ): Promise<void> {
    const questions = await dataSource.getRepository(Question).find({ order: { id: 'ASC' } });
    const quizId = crypto.randomUUID();
    await dataSource.getRepository(QuizResult).insert({
      userId,
      date,
      totalQuestions: total,
      correctAnswers: correct,
      wrongAnswers: total - correct,
      firstTryCorrect: correct,
      answeredQuestions: answered,
      difficultyLevel: 'beginner',
      questionTypes: ['fill_blank'],
      timeTaken: total * 20,
      quizId,
    });
    await dataSource.getRepository(QuizAnswer).insert(
      questions.slice(0, answered).map((q, i) => ({
        quizId,
        userId,
        questionId: q.id,
        questionType: q.type,
        attempts: 1,
        isCorrect: i < correct,
        firstTryCorrect: i < correct,
        final: true,
        answeredAt: date,
      })),
    );
  }

  beforeAll(async () => {
    testApp = await startLearningTestApp({ contentDir: null });
    ({ app, config } = testApp);
    dataSource = app.get(DataSource);
    const seeder = new SeedService(dataSource);
    const fixture = await seeder.seedFromDirectory(FIXTURE_DIR);
    expect(fixture.achievements).toEqual({ total: 0, inserted: 0, updated: 0 });
    const report = await seeder.seed(
      await loadContent(FIXTURE_DIR),
      await loadAchievementCatalogue(DEFAULT_CONTENT_DIR),
    );
    expect(report.achievements).toEqual({ total: 83, inserted: 83, updated: 0 });
    expect(report.badges).toEqual({ total: 16, inserted: 16, updated: 0 });
    const again = await seeder.seed(
      await loadContent(FIXTURE_DIR),
      await loadAchievementCatalogue(DEFAULT_CONTENT_DIR),
    );
    expect(again.achievements).toEqual({ total: 83, inserted: 0, updated: 0 });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('lists the catalogue with translations, and needs a session for the learner endpoints', async () => {
    const res = await http().get('/api/achievements').expect(200);
    const all = res.body as AchievementView[];
    expect(all).toHaveLength(83);
    expect(all.find((a) => a.key === 'first-quiz')).toMatchObject({
      name: 'First Steps',
      type: 'milestone',
      rarity: 'common',
      threshold: 1,
      points: 10,
      icon: 'FlagOutlined',
      translations: { ja: { name: 'はじめの一歩' } },
    });
    await http().get('/api/user/achievements').expect(401);
    await http().post('/api/user/check-achievements').expect(401);
    await http().get('/api/user/progress-summary').expect(401);
    await http().get('/api/user/badges').expect(401);
  });

  it('awards nothing to a fresh learner, then exactly the earned ones, once, with progress on the rest', async () => {
    const cookie = await session(101);
    const fresh = await http().post('/api/user/check-achievements').set('Cookie', cookie).expect(200);
    expect((fresh.body as CheckAchievementsResponse).newAchievements).toEqual([]);
    expect((await http().get('/api/user/achievements').set('Cookie', cookie).expect(200)).body).toEqual([]);

    await finishQuiz(101, 5, 5);
    const first = (await http().post('/api/user/check-achievements').set('Cookie', cookie).expect(200))
      .body as CheckAchievementsResponse;
    const keys = first.newAchievements.map((a) => a.key).sort();
    expect(keys).toContain('first-quiz');
    expect(keys).not.toContain('streak-3');
    for (const a of first.newAchievements) expect(a.earnedDate).toEqual(expect.any(String));
    // 5 correct answers at one point each, plus the points of what was earned.
    expect(first.points).toBe(5 + first.newAchievements.reduce((sum, a) => sum + a.points, 0));

    const second = (await http().post('/api/user/check-achievements').set('Cookie', cookie).expect(200))
      .body as CheckAchievementsResponse;
    expect(second.newAchievements).toEqual([]);

    const mine = (await http().get('/api/user/achievements').set('Cookie', cookie).expect(200))
      .body as UserAchievementView[];
    const all = (await http().get('/api/achievements').expect(200)).body as AchievementView[];
    const byKey = new Map(all.map((a) => [a.key, a]));
    const firstQuiz = mine.find((m) => m.achievementId === byKey.get('first-quiz')?.id);
    expect(firstQuiz).toMatchObject({ progress: 1, earnedDate: expect.any(String) });
    const earned = mine.filter((m) => m.earnedDate !== null);
    expect(earned).toHaveLength(keys.length);
  });

  it('answers from the last check while no fact changed, and evaluates again after any new fact', async () => {
    const userId = 120;
    const cookie = await session(userId);
    const check = async () =>
      (await http().post('/api/user/check-achievements').set('Cookie', cookie).expect(200))
        .body as CheckAchievementsResponse;
    const keysOf = (answer: CheckAchievementsResponse) => answer.newAchievements.map((a) => a.key);
    const state = async () =>
      (
        await dataSource.query<{ facts: string | null; checked: string; day: string }[]>(
          `SELECT (SELECT v."facts"::text FROM learning.learner_versions v WHERE v."userId" = c."userId") AS "facts",
                  c."factsVersion"::text AS "checked", to_char(c."day", 'YYYY-MM-DD') AS "day"
           FROM learning.learner_checks c WHERE c."userId" = $1`,
          [userId],
        )
      )[0];

    await finishQuiz(userId, 5, 5);
    const first = await check();
    expect(keysOf(first)).toContain('first-quiz');
    const checked = await state();
    expect(checked).toEqual({ facts: expect.any(String), checked: checked.facts, day: utcDay() });
    const again = await check();
    expect(again).toEqual({ newAchievements: [], newBadges: [], points: first.points });
    // A full evaluation answers the same.
    await dataSource.query(`DELETE FROM learning.learner_checks WHERE "userId" = $1`, [userId]);
    expect(await check()).toEqual(again);

    // Every kind of fact the rules read makes the next check evaluate and award.
    const [path] = await dataSource.getRepository(LearningPath).find({ order: { id: 'ASC' }, take: 1 });
    await dataSource.getRepository(UserLearningPathProgress).insert({
      userId,
      pathId: path.id,
      stagesCompleted: [],
      overallProgress: 0,
    });
    expect(keysOf(await check())).toEqual(['first-path-started']);
    const [challenge] = await dataSource.query<{ id: number }[]>(
      `INSERT INTO learning.daily_challenges ("date", "questionIds", "title") VALUES ('2026-01-02', '{}', 'Daily')
       RETURNING "id"`,
    );
    await dataSource.query(
      `INSERT INTO learning.user_daily_challenges ("userId", "challengeId", "completed", "score") VALUES ($1, $2, true, 100)`,
      [userId, challenge.id],
    );
    expect(keysOf(await check())).toEqual(['daily-1']);
    const [stage] = await dataSource.getRepository(LearningPathStage).find({ where: { pathId: path.id } });
    await dataSource
      .getRepository(UserLearningPathProgress)
      .update({ userId, pathId: path.id }, { stagesCompleted: [stage.id] });
    expect(keysOf(await check())).toEqual(['first-stage']);
    const before = await state();
    await dataSource.getRepository(ActivityEvent).insert({
      userId,
      type: 'stage_completed',
      pathId: path.id,
      stageId: stage.id,
      createdAt: new Date(),
    });
    await dataSource.getRepository(QuizAnswer).update({ userId }, { hintUsed: true });
    await check();
    const after = await state();
    expect(after.checked).not.toBe(before.checked);
    expect(after.checked).toBe(after.facts);

    // Another UTC day or another catalogue evaluates again too.
    await dataSource.query(`UPDATE learning.learner_checks SET "day" = "day" - 1 WHERE "userId" = $1`, [
      userId,
    ]);
    await check();
    expect(await state()).toEqual(after);
    await dataSource.query(`UPDATE learning.learner_checks SET "catalogue" = 'older' WHERE "userId" = $1`, [
      userId,
    ]);
    expect((await check()).newAchievements).toEqual([]);
    const [{ catalogue }] = await dataSource.query<{ catalogue: string }[]>(
      `SELECT "catalogue" FROM learning.learner_checks WHERE "userId" = $1`,
      [userId],
    );
    expect(catalogue).not.toBe('older');
  });

  it('counts nothing for quizzes submitted without an answered question', async () => {
    const cookie = await session(190);
    for (let i = 0; i < 10; i += 1) await finishQuiz(190, 0, 10, new Date(), 0);
    const res = await http().post('/api/user/check-achievements').set('Cookie', cookie).expect(200);
    expect((res.body as CheckAchievementsResponse).newAchievements).toEqual([]);
  });

  it('awards each achievement once under concurrent checks', async () => {
    const cookie = await session(102);
    await finishQuiz(102, 5, 5);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        http().post('/api/user/check-achievements').set('Cookie', cookie).expect(200),
      ),
    );
    const awarded = answers.flatMap((r) =>
      (r.body as CheckAchievementsResponse).newAchievements.map((a) => a.key),
    );
    expect(awarded).toContain('first-quiz');
    expect(new Set(awarded).size).toBe(awarded.length);
    const rows: { count: number }[] = await dataSource.query(
      `SELECT count(*)::int AS count FROM learning.user_achievements WHERE "userId" = 102 AND "earnedDate" IS NOT NULL`,
    );
    expect(rows[0].count).toBe(awarded.length);
  });

  it('counts consecutive active days for streaks', async () => {
    const cookie = await session(103);
    const day = 86_400_000;
    for (const back of [2, 1, 0]) await finishQuiz(103, 3, 5, new Date(Date.now() - back * day));
    const res = (await http().post('/api/user/check-achievements').set('Cookie', cookie).expect(200))
      .body as CheckAchievementsResponse;
    expect(res.newAchievements.map((a) => a.key)).toContain('streak-3');
    const summary = (await http().get('/api/user/progress-summary').set('Cookie', cookie).expect(200))
      .body as ProgressSummary;
    expect(summary.streakDays).toBe(3);
    expect(summary.quizzesFinished).toBe(3);
    expect(summary.weeklyActivity).toHaveLength(7);
    expect(summary.weeklyActivity.at(-1)).toMatchObject({ quizzes: 1, questions: 5, correct: 3 });
  });

  it('summarises paths, stages, activity, topics and mastery from the learner’s records', async () => {
    const userId = 104;
    const cookie = await session(userId);
    const empty = (await http().get('/api/user/progress-summary').set('Cookie', cookie).expect(200))
      .body as ProgressSummary;
    expect(empty).toMatchObject({ hasProgress: false, totalPaths: 2, activePathCount: 0, streakDays: 0 });
    expect(empty.suggestedPaths.map((p) => [p.name, p.prerequisitesMet])).toEqual([
      ['Article foundations', true],
      ['Time and place', false],
    ]);

    const paths = await dataSource.getRepository(LearningPath).find({ order: { id: 'ASC' } });
    const stages = await dataSource
      .getRepository(LearningPathStage)
      .find({ order: { pathId: 'ASC', orderIndex: 'ASC' } });
    const [articles, time] = paths;
    const articleStages = stages.filter((s) => s.pathId === articles.id);
    const timeStage = stages.find((s) => s.pathId === time.id) as LearningPathStage;
    await dataSource.getRepository(UserLearningPathProgress).insert([
      {
        userId,
        pathId: articles.id,
        stagesCompleted: articleStages.map((s) => s.id),
        overallProgress: 100,
        completed: true,
        completedDate: new Date(),
      },
      { userId, pathId: time.id, stagesCompleted: [], overallProgress: 0 },
    ]);
    await dataSource.getRepository(ActivityEvent).insert([
      { userId, type: 'started', pathId: articles.id, stageId: null, createdAt: new Date(Date.now() - 5000) },
      {
        userId,
        type: 'stage_completed',
        pathId: articles.id,
        stageId: articleStages[0].id,
        createdAt: new Date(Date.now() - 4000),
      },
      {
        userId,
        type: 'stage_completed',
        pathId: articles.id,
        stageId: articleStages[1].id,
        createdAt: new Date(Date.now() - 3000),
      },
      {
        userId,
        type: 'completed',
        pathId: articles.id,
        stageId: null,
        createdAt: new Date(Date.now() - 2000),
      },
      { userId, type: 'started', pathId: time.id, stageId: null, createdAt: new Date(Date.now() - 1000) },
    ]);
    await finishQuiz(userId, 3, 4);

    const summary = (await http().get('/api/user/progress-summary').set('Cookie', cookie).expect(200))
      .body as ProgressSummary;
    expect(summary).toMatchObject({
      hasProgress: true,
      completedPathCount: 1,
      activePathCount: 1,
      averageProgress: 100,
      overallProgress: 50,
      stagesCompleted: 2,
      stagesAvailable: 3,
      streakDays: 1,
    });
    expect(summary.nextStages).toEqual([
      expect.objectContaining({ pathId: time.id, stageId: timeStage.id, orderIndex: 0, stageCount: 1 }),
    ]);
    expect(summary.activePaths[0]).toMatchObject({
      pathId: time.id,
      currentStage: { stageId: timeStage.id },
    });
    expect(summary.recentActivity.map((a) => [a.type, a.stageName])).toEqual([
      ['started', null],
      ['completed', null],
      ['stage_completed', articleStages[1].name],
      ['stage_completed', articleStages[0].name],
      ['started', null],
    ]);
    // articles: 2 started paths carry it, 1 completed → 50 %; prepositions: 1 started, 0 completed.
    expect(summary.strongestAreas).toEqual([
      { topic: 'articles', progress: 50, startedPaths: 2, completedPaths: 1 },
    ]);
    expect(summary.progressByDifficulty.map((d) => [d.difficultyLevel, d.progress])).toEqual([
      ['beginner', 100],
      ['intermediate', 0],
      ['advanced', 0],
    ]);
    expect(summary.suggestedPaths).toEqual([]);
    const answered = summary.mastery.reduce((sum, t) => sum + t.answered, 0);
    expect(answered).toBeGreaterThanOrEqual(4);
    for (const t of summary.mastery) expect(t.firstTryCorrect).toBeLessThanOrEqual(t.answered);
    expect(summary.weeklyActivity.at(-1)).toMatchObject({ stagesCompleted: 2, quizzes: 1 });

    const check = (await http().post('/api/user/check-achievements').set('Cookie', cookie).expect(200))
      .body as CheckAchievementsResponse;
    expect(check.newAchievements.map((a) => a.key)).toEqual(expect.arrayContaining(['first-quiz']));
    const after = (await http().get('/api/user/progress-summary').set('Cookie', cookie).expect(200))
      .body as ProgressSummary;
    expect(after.points).toBe(check.points);
  });

  it('lists the badge catalogue with criteria and translations', async () => {
    const badges = (await http().get('/api/badges').expect(200)).body as BadgeView[];
    expect(badges).toHaveLength(16);
    expect(badges.find((b) => b.key === 'grammar-rookie')).toEqual({
      id: expect.any(Number),
      key: 'grammar-rookie',
      name: 'Grammar Rookie',
      description: 'Finish 5 quizzes.',
      icon: 'SmileOutlined',
      criteria: { metric: 'quizzes_finished', threshold: 5 },
      translations: expect.objectContaining({
        ja: { name: '文法ルーキー', description: expect.any(String) },
      }),
    });
    expect(badges.find((b) => b.key === 'quick-study')?.criteria).toEqual({
      metric: 'fast_quizzes',
      threshold: 3,
      metricParams: { maxSecondsPerQuestion: 25 },
    });
  });

  it('awards a badge when its criteria are met, once under concurrent checks, and lists it', async () => {
    const userId = 110;
    const cookie = await session(userId);
    const badges = (await http().get('/api/badges').expect(200)).body as BadgeView[];
    const rookie = badges.find((b) => b.key === 'grammar-rookie') as BadgeView;
    const check = async () =>
      (await http().post('/api/user/check-achievements').set('Cookie', cookie).expect(200))
        .body as CheckAchievementsResponse;
    const mine = async () =>
      (await http().get('/api/user/badges').set('Cookie', cookie).expect(200)).body as UserBadgeView[];

    for (let i = 0; i < 4; i += 1) await finishQuiz(userId, 2, 5);
    const early = await check();
    expect(early.newBadges.map((b) => b.key)).not.toContain('grammar-rookie');
    const before = await mine();
    expect(before.map((b) => b.badgeId)).not.toContain(rookie.id);

    await finishQuiz(userId, 2, 5);
    const answers = await Promise.all(Array.from({ length: 5 }, () => check()));
    const awarded = answers.flatMap((a) => a.newBadges);
    expect(awarded.filter((b) => b.key === 'grammar-rookie')).toEqual([
      expect.objectContaining({ id: rookie.id, name: 'Grammar Rookie', dateEarned: expect.any(String) }),
    ]);
    expect(new Set(awarded.map((b) => b.id)).size).toBe(awarded.length);

    const after = await mine();
    expect(after.map((b) => b.badgeId).sort()).toEqual(
      [...before.map((b) => b.badgeId), ...awarded.map((b) => b.id)].sort(),
    );
    const earnedRookie = after.find((b) => b.badgeId === rookie.id);
    expect(earnedRookie?.dateEarned).toBe(awarded.find((b) => b.id === rookie.id)?.dateEarned);
    const rows: { count: number }[] = await dataSource.query(
      `SELECT count(*)::int AS count FROM learning.user_badges WHERE "userId" = $1 AND "badgeId" = $2`,
      [userId, rookie.id],
    );
    expect(rows[0].count).toBe(1);
    expect((await check()).newBadges).toEqual([]);
    // Another learner's badges are not listed.
    const other = await session(111);
    expect((await http().get('/api/user/badges').set('Cookie', other).expect(200)).body).toEqual([]);
  });
});
