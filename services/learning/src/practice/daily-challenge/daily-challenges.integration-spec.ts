import 'reflect-metadata';
import { type DailyChallengeResponse, type QuizResponse } from '@grammarpath/contracts';
import { type Question } from '../questions/question.entity';
import { type QuizTestApp, startQuizTestApp, quizResultBody } from '../../testing/quiz-test-app';
import { utcDay } from '../../shared/utc-day';

describe('daily challenge', () => {
  let t: QuizTestApp;

  beforeAll(async () => {
    t = await startQuizTestApp();
  });
  afterAll(() => t?.close());

  it('is created once under concurrent first requests and is the same for everyone', async () => {
    const cookies = await Promise.all(Array.from({ length: 8 }, () => t.login()));
    const views = await Promise.all(
      cookies.map(
        async (cookie) =>
          (await t.http().get('/api/daily-challenge').set('Cookie', cookie).expect(200))
            .body as DailyChallengeResponse,
      ),
    );
    expect(new Set(views.map((v) => v.id)).size).toBe(1);
    expect(views[0]).toMatchObject({
      date: utcDay(),
      questionCount: 10,
      completed: false,
      score: null,
      start: { method: 'POST', path: '/api/daily-challenge/start' },
    });
    expect(views[0].title).toMatch(/^Daily challenge: /);
    const rows = await t.dataSource.query(`SELECT "questionIds" FROM learning.daily_challenges`);
    expect(rows).toHaveLength(1);
    expect(new Set(rows[0].questionIds).size).toBe(10);
  });

  it('is drawn deterministically from the date', async () => {
    const [stored] = await t.dataSource.query(`SELECT "questionIds", title FROM learning.daily_challenges`);
    await t.dataSource.query(`DELETE FROM learning.daily_challenges`);
    await t
      .http()
      .get('/api/daily-challenge')
      .set('Cookie', await t.login())
      .expect(200);
    const [redrawn] = await t.dataSource.query(`SELECT "questionIds", title FROM learning.daily_challenges`);
    expect(redrawn).toEqual(stored);
  });

  it('starts as a daily quiz and records the attempt and its score', async () => {
    const cookie = await t.login();
    const quiz = (await t.http().post('/api/daily-challenge/start').set('Cookie', cookie).expect(201))
      .body as QuizResponse;
    const [challenge] = await t.dataSource.query(`SELECT id, "questionIds" FROM learning.daily_challenges`);
    expect(quiz.mode).toBe('daily');
    expect(quiz.questions.map((q) => q.id)).toEqual(challenge.questionIds);

    const viaSettings = (
      await t
        .http()
        .post('/api/questions')
        .set('Cookie', cookie)
        .send({ difficultyLevel: 'beginner', questionTypes: ['fill_blank'], mode: 'daily' })
        .expect(201)
    ).body as QuizResponse;
    expect(viaSettings.questions.map((q) => q.id)).toEqual(challenge.questionIds);

    const rows = (await t.dataSource.query(`SELECT * FROM learning.questions WHERE id = ANY($1)`, [
      challenge.questionIds,
    ])) as Question[];
    for (const q of rows.slice(0, 5)) {
      await t
        .http()
        .post('/api/check-answer')
        .set('Cookie', cookie)
        .send({ quizId: quiz.quizId, questionId: q.id, answer: q.correctAnswer })
        .expect(200);
    }
    await t
      .http()
      .post('/api/quiz-results')
      .set('Cookie', cookie)
      .send(quizResultBody(quiz.quizId))
      .expect(201);
    const view = (await t.http().get('/api/daily-challenge').set('Cookie', cookie).expect(200))
      .body as DailyChallengeResponse;
    expect(view).toMatchObject({ completed: true, score: 50 });
  });

  it('needs a session', async () => {
    await t.http().get('/api/daily-challenge').expect(401);
    await t.http().post('/api/daily-challenge/start').expect(401);
  });
});
