import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { QuizzesRepository } from '../repositories/quizzes.repository';
import { type LearningTestApp, startLearningTestApp } from '../../testing/learning-test-app';
import { QUIZ_EXPIRY, QuizExpiryService, UNFINISHED_QUIZ_DAYS } from './quiz-expiry.service';

const DAY = 24 * 60 * 60_000;

describe('expiry of unfinished quizzes', () => {
  let t: LearningTestApp;
  let userIds = 7_000_000;

  beforeAll(async () => {
    t = await startLearningTestApp({ contentDir: null });
    // The app's own timer stays out of the way: the tests run the expiry themselves.
    await t.app.get(QuizExpiryService).stop();
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    // This test's own database: each case starts from no quizzes, answers or results.
    await t.dataSource.query('TRUNCATE learning.quizzes, learning.quiz_answers, learning.quiz_results');
  });

  const expiry = () => new QuizExpiryService(t.app.get(QuizzesRepository));

  async function quiz(userId: number, daysAgo: number): Promise<string> {
    const id = randomUUID();
    await t.dataSource.query(
      `INSERT INTO learning.quizzes (id, "userId", mode, "questionIds", "difficultyLevel", "questionTypes", "startedAt")
       VALUES ($1, $2, 'standard', '{1,2,3}', 'beginner', '{fill_blank}', $3)`,
      [id, userId, new Date(Date.now() - daysAgo * DAY)],
    );
    return id;
  }

  async function answer(userId: number, quizId: string, questionId: number, daysAgo: number): Promise<void> {
    await t.dataSource.query(
      `INSERT INTO learning.quiz_answers ("quizId", "userId", "questionId", "questionType", answer, attempts, "isCorrect", final, "answeredAt")
       VALUES ($1, $2, $3, 'fill_blank', 'went', 1, false, true, $4)`,
      [quizId, userId, questionId, new Date(Date.now() - daysAgo * DAY)],
    );
  }

  async function finish(userId: number, quizId: string): Promise<void> {
    await t.dataSource.query(
      `INSERT INTO learning.quiz_results ("userId", "totalQuestions", "correctAnswers", "wrongAnswers", "difficultyLevel", "questionTypes", "quizId")
       VALUES ($1, 3, 1, 2, 'beginner', '{fill_blank}', $2)`,
      [userId, quizId],
    );
  }

  const quizzesOf = async (userId: number): Promise<string[]> =>
    (
      (await t.dataSource.query(`SELECT id FROM learning.quizzes WHERE "userId" = $1`, [userId])) as {
        id: string;
      }[]
    ).map((r) => r.id);

  const answersOf = async (userId: number): Promise<number> =>
    Number(
      (
        (await t.dataSource.query(`SELECT count(*) AS n FROM learning.quiz_answers WHERE "userId" = $1`, [
          userId,
        ])) as { n: string }[]
      )[0].n,
    );

  it(`removes an unfinished quiz started over ${UNFINISHED_QUIZ_DAYS} days ago, keeps finished and recent ones, and every answer`, async () => {
    const userId = (userIds += 1);
    const abandoned = await quiz(userId, UNFINISHED_QUIZ_DAYS + 5);
    await answer(userId, abandoned, 1, UNFINISHED_QUIZ_DAYS + 5);
    await answer(userId, abandoned, 2, UNFINISHED_QUIZ_DAYS + 5);
    const finished = await quiz(userId, UNFINISHED_QUIZ_DAYS + 40);
    await answer(userId, finished, 1, UNFINISHED_QUIZ_DAYS + 40);
    await finish(userId, finished);
    const recent = await quiz(userId, 2);
    await answer(userId, recent, 1, 1);
    const almostOld = await quiz(userId, UNFINISHED_QUIZ_DAYS - 0.1);

    const deleted = await expiry().run();

    expect(deleted).toBe(1);
    expect((await quizzesOf(userId)).sort()).toEqual([finished, recent, almostOld].sort());
    expect(await answersOf(userId)).toBe(4);
    // A second run finds nothing more.
    expect(await expiry().run()).toBe(0);
  });

  it('works in bounded batches and walks on from where it stopped', async () => {
    const userId = (userIds += 1);
    for (let i = 0; i < 5; i++) await quiz(userId, UNFINISHED_QUIZ_DAYS + 10 + i);
    const walker = expiry();
    walker.restartWalk();
    const first = await walker.expireBatch(2);
    expect(first).toEqual({ scanned: 2, deleted: 2 });
    expect(await quizzesOf(userId)).toHaveLength(3);
    expect(await walker.expireBatch(2)).toEqual({ scanned: 2, deleted: 2 });
    expect(await walker.expireBatch(2)).toEqual({ scanned: 1, deleted: 1 });
    expect(await walker.expireBatch(2)).toEqual({ scanned: 0, deleted: 0 });
    expect(await quizzesOf(userId)).toEqual([]);
    expect(QUIZ_EXPIRY.batchSize).toBeGreaterThan(2);
  });

  it('is safe with several instances running it at once', async () => {
    const userId = (userIds += 1);
    const kept = await quiz(userId, UNFINISHED_QUIZ_DAYS + 3);
    await finish(userId, kept);
    for (let i = 0; i < 60; i++) await quiz(userId, UNFINISHED_QUIZ_DAYS + 1 + i / 10);
    const instances = [expiry(), expiry(), expiry()];
    const results = await Promise.all(
      instances.map(async (instance) => {
        let deleted = 0;
        for (;;) {
          const batch = await instance.expireBatch(7);
          deleted += batch.deleted;
          if (batch.scanned < 7) return deleted;
        }
      }),
    );
    expect(results.reduce((a, b) => a + b, 0)).toBe(60);
    expect(await quizzesOf(userId)).toEqual([kept]);
  });

  it('finds old quizzes through the ("startedAt", "id") index, not by reading the table', async () => {
    await t.dataSource.query(
      `INSERT INTO learning.quizzes (id, "userId", mode, "questionIds", "difficultyLevel", "questionTypes", "startedAt")
       SELECT gen_random_uuid(), 1 + i % 500, 'standard', '{1,2,3}', 'beginner', '{fill_blank}', now() - i * interval '1 minute'
       FROM generate_series(1, 20000) i`,
    );
    await t.dataSource.query('ANALYZE learning.quizzes');
    const plan = (
      (await t.dataSource.query(
        `EXPLAIN SELECT id FROM learning.quizzes WHERE ("startedAt", id) > ('-infinity'::timestamptz, '00000000-0000-0000-0000-000000000000'::uuid) AND "startedAt" < now() - interval '30 days' ORDER BY "startedAt", id LIMIT 2000`,
      )) as { 'QUERY PLAN': string }[]
    )
      .map((r) => r['QUERY PLAN'])
      .join('\n');
    expect(plan).toContain('IDX_quizzes_started_id');
    expect(plan).not.toContain('Seq Scan');
  });
});
