import 'reflect-metadata';
import { type Page, type QuizResultView } from '@grammarpath/contracts';
import { type Question } from '../questions/question.entity';
import { insertQuiz, type QuizTestApp, startQuizTestApp, quizResultBody } from '../../testing/quiz-test-app';

describe('quiz results', () => {
  let t: QuizTestApp;
  let userId = 7000;
  let questions: Question[];

  beforeAll(async () => {
    t = await startQuizTestApp();
    questions = (await t.dataSource.query(
      `(SELECT * FROM learning.questions WHERE type = 'fill_blank' ORDER BY id LIMIT 5)
       UNION ALL (SELECT * FROM learning.questions WHERE type = 'rearrange' ORDER BY id LIMIT 5)`,
    )) as Question[];
  });
  afterAll(() => t?.close());

  const body = (quizId: string, extra: object = {}) =>
    quizResultBody(quizId, { totalScore: 10, fillBlankScore: 5, rearrangeScore: 5, ...extra });

  async function playedQuiz(correct: number, options: Parameters<typeof insertQuiz>[3] = {}) {
    userId += 1;
    const cookie = await t.login(userId);
    const quizId = await insertQuiz(
      t.dataSource,
      userId,
      questions.map((q) => q.id),
      options,
    );
    for (const [i, q] of questions.entries()) {
      const answer = i < correct ? q.correctAnswer : 'certainly wrong';
      await t
        .http()
        .post('/api/check-answer')
        .set('Cookie', cookie)
        .send({ quizId, questionId: q.id, answer })
        .expect(200);
    }
    return { cookie, quizId };
  }

  it('times the quiz itself, from serving it to its result: a reported time changes nothing', async () => {
    const submit = async (reported: number): Promise<number> => {
      const { cookie, quizId } = await playedQuiz(10);
      await new Promise((resolve) => setTimeout(resolve, 2_100));
      const res = await t
        .http()
        .post('/api/quiz-results')
        .set('Cookie', cookie)
        .send(body(quizId, { timeTaken: reported }))
        .expect(201);
      return (res.body as QuizResultView).timeTaken;
    };
    // A speed achievement cannot be claimed with 0 s, nor a long time reported for a quick quiz.
    expect(await submit(0)).toBeGreaterThanOrEqual(2);
    expect(await submit(80_000)).toBeLessThan(10);
  });

  it('scores from the recorded checks, whatever the body claims, and stores the quiz once', async () => {
    const { cookie, quizId } = await playedQuiz(3);
    const forged = body(quizId, {
      totalScore: 10,
      answers: questions.map((q) => ({ questionId: q.id, answer: '', isCorrect: true })),
      questionTypes: Object.fromEntries(questions.map((q) => [String(q.id), 'completion'])),
      timeTaken: 42,
    });
    const res = await t.http().post('/api/quiz-results').set('Cookie', cookie).send(forged).expect(201);
    const result = res.body as QuizResultView;
    expect(result).toMatchObject({
      quizId,
      mode: 'standard',
      totalQuestions: 10,
      correctAnswers: 3,
      wrongAnswers: 7,
      score: 30,
      firstTryCorrect: 3,
      scoresByType: { fill_blank: { correct: 3, total: 5 }, rearrange: { correct: 0, total: 5 } },
    });
    expect(result.timeTaken).toBeLessThanOrEqual(42);

    const again = await t
      .http()
      .post('/api/quiz-results')
      .set('Cookie', cookie)
      .send(body(quizId))
      .expect(201);
    expect(again.body).toEqual(result);
    const [{ count }] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM learning.quiz_results WHERE "quizId" = $1`,
      [quizId],
    );
    expect(count).toBe(1);
  });

  it('keeps first-try correct apart from correct after a retry', async () => {
    userId += 1;
    const cookie = await t.login(userId);
    const [q] = questions;
    const quizId = await insertQuiz(t.dataSource, userId, [q.id], { isPracticeMode: true, maxAttempts: 3 });
    const wrong = q.options!.find((o) => o !== q.correctAnswer)!;
    await t
      .http()
      .post('/api/check-answer')
      .set('Cookie', cookie)
      .send({ quizId, questionId: q.id, answer: wrong })
      .expect(200);
    await t
      .http()
      .post('/api/check-answer')
      .set('Cookie', cookie)
      .send({ quizId, questionId: q.id, answer: q.correctAnswer })
      .expect(200);
    const res = await t.http().post('/api/quiz-results').set('Cookie', cookie).send(body(quizId)).expect(201);
    expect(res.body).toMatchObject({ correctAnswers: 1, firstTryCorrect: 0, score: 100 });
  });

  it('refuses another learner’s quiz, an unknown one and a bad type map', async () => {
    const { quizId } = await playedQuiz(1);
    const stranger = await t.login();
    await t.http().post('/api/quiz-results').set('Cookie', stranger).send(body(quizId)).expect(403);
    await t
      .http()
      .post('/api/quiz-results')
      .set('Cookie', stranger)
      .send(body('00000000-0000-4000-8000-000000000000'))
      .expect(404);
    const bad = await t
      .http()
      .post('/api/quiz-results')
      .set('Cookie', stranger)
      .send(body(quizId, { questionTypes: { '1': 'essay' } }))
      .expect(400);
    expect(bad.body.message).toContain('questionTypes.1 must be one of');
    await t
      .http()
      .post('/api/quiz-results')
      .set('Cookie', stranger)
      .send(body(quizId, { extra: 1 }))
      .expect(400);
  });

  it('lists the learner’s history newest first, paginated, and only theirs', async () => {
    userId += 1;
    const cookie = await t.login(userId);
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const quizId = await insertQuiz(t.dataSource, userId, [questions[i].id]);
      await t.http().post('/api/quiz-results').set('Cookie', cookie).send(body(quizId)).expect(201);
      ids.push(quizId);
    }
    const first = (
      await t.http().get('/api/quiz-results?page=1&pageSize=2').set('Cookie', cookie).expect(200)
    ).body as Page<QuizResultView>;
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.items.map((r) => r.quizId)).toEqual([ids[2], ids[1]]);
    const second = (
      await t.http().get('/api/quiz-results?page=2&pageSize=2').set('Cookie', cookie).expect(200)
    ).body as Page<QuizResultView>;
    expect(second.items.map((r) => r.quizId)).toEqual([ids[0]]);
    const defaults = (await t.http().get('/api/quiz-results').set('Cookie', cookie).expect(200))
      .body as Page<QuizResultView>;
    expect(defaults).toMatchObject({ total: 3, page: 1, pageSize: 10 });

    const other = (
      await t
        .http()
        .get('/api/quiz-results')
        .set('Cookie', await t.login())
        .expect(200)
    ).body as Page<QuizResultView>;
    expect(other).toEqual({ items: [], total: 0, page: 1, pageSize: 10 });
    await t.http().get('/api/quiz-results?pageSize=51').set('Cookie', cookie).expect(400);
    await t.http().get('/api/quiz-results').expect(401);
  });
});
