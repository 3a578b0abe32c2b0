import 'reflect-metadata';
import { MISTAKES_REVIEW_EMPTY_MESSAGE, type QuizResponse } from '@grammarpath/contracts';
import { type Question } from '../questions/question.entity';
import { insertQuiz, type QuizTestApp, questionWhere, startQuizTestApp } from '../../testing/quiz-test-app';

describe('mistakes review', () => {
  let t: QuizTestApp;

  beforeAll(async () => {
    t = await startQuizTestApp();
  });
  afterAll(() => t?.close());

  it('answers 409 with a message the UI can show when there are no mistakes yet, and counts none', async () => {
    const cookie = await t.login();
    const res = await t.http().post('/api/mistakes-review').set('Cookie', cookie).send({}).expect(409);
    expect(res.body.message).toBe(MISTAKES_REVIEW_EMPTY_MESSAGE);
    const summary = await t.http().get('/api/mistakes-review').set('Cookie', cookie).expect(200);
    expect(summary.body).toEqual({ mistakes: 0 });
    await t.http().get('/api/mistakes-review').expect(401);
  });

  it('draws on the learner’s missed questions and the rules they get wrong, with fresh questions of those rules', async () => {
    const userId = 9001;
    const cookie = await t.login(userId);
    const missed: Question[] = [
      await questionWhere(t.dataSource, `type = 'fill_blank' AND 'articles' = "grammarTopics"[1]`),
      await questionWhere(
        t.dataSource,
        `type = 'fill_blank' AND 'articles' = "grammarTopics"[1] AND id > (SELECT min(id) FROM learning.questions WHERE type = 'fill_blank' AND 'articles' = "grammarTopics"[1])`,
      ),
    ];
    const right = await questionWhere(t.dataSource, `type = 'completion' AND 'modals' = "grammarTopics"[1]`);
    const quizId = await insertQuiz(t.dataSource, userId, [...missed.map((q) => q.id), right.id]);
    for (const q of missed) {
      await t
        .http()
        .post('/api/check-answer')
        .set('Cookie', cookie)
        .send({ quizId, questionId: q.id, answer: q.options!.find((o) => o !== q.correctAnswer) })
        .expect(200);
    }
    await t
      .http()
      .post('/api/check-answer')
      .set('Cookie', cookie)
      .send({ quizId, questionId: right.id, answer: right.correctAnswer })
      .expect(200);
    // The count waiting: the two missed questions, not the right one, and only this learner's.
    const summary = await t.http().get('/api/mistakes-review').set('Cookie', cookie).expect(200);
    expect(summary.body).toEqual({ mistakes: 2 });

    const quiz = (
      await t
        .http()
        .post('/api/mistakes-review')
        .set('Cookie', cookie)
        .send({ questionCount: 10 })
        .expect(201)
    ).body as QuizResponse;
    expect(quiz.mode).toBe('mistakes');
    const ids = quiz.questions.map((q) => q.id);
    expect(ids).toHaveLength(10);
    expect(ids).toEqual(expect.arrayContaining(missed.map((q) => q.id)));
    expect(ids).not.toContain(right.id);
    expect(quiz.questions.every((q) => q.type === 'fill_blank' && q.grammarTopics.includes('articles'))).toBe(
      true,
    );

    const viaSettings = (
      await t
        .http()
        .post('/api/questions')
        .set('Cookie', cookie)
        .send({ difficultyLevel: 'beginner', questionTypes: ['fill_blank'], mode: 'mistakes' })
        .expect(201)
    ).body as QuizResponse;
    expect(viaSettings.mode).toBe('mistakes');
    await t.http().post('/api/mistakes-review').set('Cookie', cookie).send({ questionCount: 5 }).expect(400);
  });
});
