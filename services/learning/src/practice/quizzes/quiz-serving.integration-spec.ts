import 'reflect-metadata';
import { type QuizResponse } from '@grammarpath/contracts';
import { RECENT_DAYS, RECENT_QUIZZES, QuizServingService } from './quiz-serving.service';
import { type QuizTestApp, insertQuiz, startQuizTestApp } from '../../testing/quiz-test-app';

const DAY = 24 * 60 * 60_000;

describe('questions seen recently (a month of quizzes)', () => {
  let t: QuizTestApp;
  let serving: QuizServingService;
  let userIds = 9_000_000;

  beforeAll(async () => {
    t = await startQuizTestApp();
    serving = t.app.get(QuizServingService);
    // Only 25 C2 rearrange questions (before the question index is first read): a second 20-question quiz
    // of them has 5 fresh ones and 15 seen ones.
    await t.dataSource.query(
      `DELETE FROM learning.questions WHERE id IN (SELECT id FROM learning.questions WHERE "cefrLevel" = 'c2' AND type = 'rearrange' ORDER BY id OFFSET 25)`,
    );
  });
  afterAll(() => t?.close());

  const questionIds = async (condition: string, count: number): Promise<number[]> =>
    (
      (await t.dataSource.query(
        `SELECT id FROM learning.questions WHERE ${condition} ORDER BY id LIMIT ${count}`,
      )) as { id: number }[]
    ).map((r) => r.id);

  const quizDaysAgo = async (userId: number, ids: number[], daysAgo: number): Promise<void> => {
    const quizId = await insertQuiz(t.dataSource, userId, ids);
    await t.dataSource.query(`UPDATE learning.quizzes SET "startedAt" = $2 WHERE id = $1`, [
      quizId,
      new Date(Date.now() - daysAgo * DAY),
    ]);
  };

  it(`covers every question served in the last ${RECENT_DAYS} days, and none older`, async () => {
    const userId = (userIds += 1);
    const ids = await questionIds('true', 31 * 20);
    for (let day = 0; day < 30; day += 1)
      await quizDaysAgo(userId, ids.slice(day * 20, day * 20 + 20), day + 0.5);
    await quizDaysAgo(userId, ids.slice(600, 620), RECENT_DAYS + 1);
    const recent = await serving.recentQuestionIds(userId);
    expect(recent.size).toBe(600);
    expect(ids.slice(0, 600).every((id) => recent.has(id))).toBe(true);
    expect(ids.slice(600).some((id) => recent.has(id))).toBe(false);
  });

  it(`is bounded by the latest ${RECENT_QUIZZES} quizzes`, async () => {
    const userId = (userIds += 1);
    const [oldest, ...rest] = await questionIds('true', RECENT_QUIZZES + 1);
    await quizDaysAgo(userId, [oldest], 2);
    for (const id of rest) await quizDaysAgo(userId, [id], 1);
    const recent = await serving.recentQuestionIds(userId);
    expect(recent.size).toBe(RECENT_QUIZZES);
    expect(recent.has(oldest)).toBe(false);
  });

  it('serves a learner 30 daily 20-question quizzes at one level without a repeat', async () => {
    const session = await t.login();
    const settings = {
      difficultyLevel: 'intermediate',
      questionTypes: ['fill_blank', 'rearrange', 'completion', 'error_correction', 'multiple_choice'],
      questionCount: 20,
    };
    const seen = new Set<number>();
    for (let day = 0; day < 30; day += 1) {
      const quiz = (await t.http().post('/api/questions').set('Cookie', session).send(settings).expect(201))
        .body as QuizResponse;
      expect(quiz.questions).toHaveLength(20);
      expect(quiz.widened).toBeUndefined();
      for (const q of quiz.questions) {
        expect(seen.has(q.id)).toBe(false);
        seen.add(q.id);
      }
    }
    expect(seen.size).toBe(600);
  });

  it('falls back to questions seen before only when the cell has no others left', async () => {
    const session = await t.login();
    const settings = {
      difficultyLevel: 'advanced',
      cefrLevel: 'c2',
      questionTypes: ['rearrange'],
      questionCount: 20,
    };
    const start = async (): Promise<QuizResponse> =>
      (await t.http().post('/api/questions').set('Cookie', session).send(settings).expect(201))
        .body as QuizResponse;
    const first = new Set((await start()).questions.map((q) => q.id));
    const second = (await start()).questions.map((q) => q.id);
    expect(second).toHaveLength(20);
    expect(new Set(second).size).toBe(20);
    expect(second.filter((id) => !first.has(id))).toHaveLength(5);
  });
});
