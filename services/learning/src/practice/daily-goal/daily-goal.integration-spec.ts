import 'reflect-metadata';
import { insertQuiz, type QuizTestApp, questionWhere, startQuizTestApp } from '../../testing/quiz-test-app';

describe('daily goal', () => {
  let t: QuizTestApp;

  beforeAll(async () => {
    t = await startQuizTestApp();
  });
  afterAll(() => t?.close());

  const view = async (cookie: string) =>
    (await t.http().get('/api/user/daily-goal').set('Cookie', cookie).expect(200)).body;

  it('has no goal, nothing answered and no streak for a new learner, and needs a session', async () => {
    const cookie = await t.login(9301);
    expect(await view(cookie)).toEqual({ questionsPerDay: null, answeredToday: 0, streakDays: 0 });
    await t.http().get('/api/user/daily-goal').expect(401);
    await t.http().post('/api/user/daily-goal').send({ questionsPerDay: 10 }).expect(401);
  });

  it('keeps the goal the learner chooses, changes it, and refuses anything but 10, 20 or 30 by name', async () => {
    const cookie = await t.login(9302);
    for (const questionsPerDay of [15, null, '20', 0]) {
      const res = await t
        .http()
        .post('/api/user/daily-goal')
        .set('Cookie', cookie)
        .send({ questionsPerDay })
        .expect(400);
      expect(JSON.stringify(res.body)).toContain('questionsPerDay');
    }
    expect((await view(cookie)).questionsPerDay).toBeNull();
    const chosen = await t
      .http()
      .post('/api/user/daily-goal')
      .set('Cookie', cookie)
      .send({ questionsPerDay: 20 })
      .expect(200);
    expect(chosen.body.questionsPerDay).toBe(20);
    await t
      .http()
      .post('/api/user/daily-goal')
      .set('Cookie', cookie)
      .send({ questionsPerDay: 30 })
      .expect(200);
    expect((await view(cookie)).questionsPerDay).toBe(30);
    // Another learner's goal is their own.
    expect((await view(await t.login(9303))).questionsPerDay).toBeNull();
  });

  it('counts the questions answered today in any quiz, each once, and only the learner’s own', async () => {
    const userId = 9304;
    const cookie = await t.login(userId);
    const questions = [
      await questionWhere(t.dataSource, `type = 'multiple_choice'`),
      await questionWhere(t.dataSource, `type = 'completion'`),
    ];
    const quizId = await insertQuiz(
      t.dataSource,
      userId,
      questions.map((q) => q.id),
    );
    for (const q of questions) {
      const wrong = q.options!.find((o) => o !== q.correctAnswer);
      await t
        .http()
        .post('/api/check-answer')
        .set('Cookie', cookie)
        .send({ quizId, questionId: q.id, answer: wrong });
    }
    // A second try at the first question is still one question answered.
    await t
      .http()
      .post('/api/check-answer')
      .set('Cookie', cookie)
      .send({ quizId, questionId: questions[0].id, answer: questions[0].correctAnswer });
    expect((await view(cookie)).answeredToday).toBe(2);
    expect((await view(await t.login(9305))).answeredToday).toBe(0);
  });

  it('gives the streak of consecutive active days ending today, as the dashboards count it', async () => {
    const userId = 9306;
    const cookie = await t.login(userId);
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000);
    for (const daysAgo of [0, 1, 2, 4]) {
      await t.dataSource.query(
        `INSERT INTO learning.activity_events ("userId", "type", "pathId", "stageId", "createdAt")
         VALUES ($1, 'stage_completed', 1, 1, $2)`,
        [userId, day(daysAgo)],
      );
    }
    expect((await view(cookie)).streakDays).toBe(3);
    const summary = await t.http().get('/api/user/progress-summary').set('Cookie', cookie).expect(200);
    expect(summary.body.streakDays).toBe(3);
  });
});
