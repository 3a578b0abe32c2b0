import 'reflect-metadata';
import {
  PLACEMENT_LEVELS,
  type PlacementLevel,
  type PlacementResult,
  type PlacementView,
  type QuizResponse,
} from '@grammarpath/contracts';
import { insertQuiz, type QuizTestApp, startQuizTestApp } from '../../testing/quiz-test-app';

/** How many of each level's 3 questions to answer right, easiest level first. */
type Plan = Record<PlacementLevel, number>;
const plan = (...rights: number[]): Plan =>
  Object.fromEntries(PLACEMENT_LEVELS.map((level, i) => [level, rights[i]])) as Plan;

describe('placement quiz', () => {
  let t: QuizTestApp;

  beforeAll(async () => {
    t = await startQuizTestApp();
  });
  afterAll(() => t?.close());

  const view = async (cookie: string): Promise<PlacementView> =>
    (await t.http().get('/api/placement').set('Cookie', cookie).expect(200)).body as PlacementView;
  const start = async (cookie: string): Promise<QuizResponse> =>
    (await t.http().post('/api/placement/start').set('Cookie', cookie).expect(201)).body as QuizResponse;
  const finish = async (cookie: string, quizId: string, status = 200) =>
    (await t.http().post('/api/placement/finish').set('Cookie', cookie).send({ quizId }).expect(status)).body;
  const skip = async (cookie: string): Promise<PlacementView> =>
    (await t.http().post('/api/placement/skip').set('Cookie', cookie).expect(200)).body as PlacementView;

  const answerKey = async (id: number) => {
    const [row] = (await t.dataSource.query(
      `SELECT "correctAnswer", "options", "cefrLevel" FROM learning.questions WHERE id = $1`,
      [id],
    )) as { correctAnswer: string; options: string[] | null; cefrLevel: string }[];
    return row;
  };

  /** Answers a placement quiz through POST /api/check-answer, right for the first `plan[level]` of each level. */
  async function play(cookie: string, quiz: QuizResponse, rights: Plan): Promise<void> {
    const done = new Map<string, number>();
    for (const question of quiz.questions) {
      const key = await answerKey(question.id);
      const level = (key.cefrLevel === 'c2' ? 'c1' : key.cefrLevel) as PlacementLevel;
      const n = done.get(level) ?? 0;
      done.set(level, n + 1);
      const right = n < rights[level];
      const answer = right
        ? key.correctAnswer
        : (key.options?.find((option) => option !== key.correctAnswer) ?? 'Nothing of the sort, surely.');
      const res = await t
        .http()
        .post('/api/check-answer')
        .set('Cookie', cookie)
        .send({ quizId: quiz.quizId, questionId: question.id, answer })
        .expect(200);
      expect(res.body.isCorrect).toBe(right);
    }
  }

  it('needs a session for every operation', async () => {
    await t.http().get('/api/placement').expect(401);
    await t.http().post('/api/placement/start').expect(401);
    await t.http().post('/api/placement/skip').expect(401);
    await t
      .http()
      .post('/api/placement/finish')
      .send({ quizId: '00000000-0000-4000-8000-000000000000' })
      .expect(401);
  });

  it('offers a new learner the placement, and serves 3 questions a level, easiest first, resumable', async () => {
    const cookie = await t.login();
    expect(await view(cookie)).toEqual({ status: 'new', offered: true, quizId: null, result: null });

    const quiz = await start(cookie);
    expect(quiz.mode).toBe('placement');
    expect(quiz.questions).toHaveLength(15);
    const levels = await Promise.all(quiz.questions.map(async (q) => (await answerKey(q.id)).cefrLevel));
    expect(levels.map((l) => (l === 'c2' ? 'c1' : l))).toEqual(
      PLACEMENT_LEVELS.flatMap((level) => [level, level, level]),
    );
    expect(quiz.questions.some((q) => q.type === 'rearrange')).toBe(false);
    expect(JSON.stringify(quiz)).not.toContain('correctAnswer');
    expect(await view(cookie)).toEqual({
      status: 'started',
      offered: true,
      quizId: quiz.quizId,
      result: null,
    });

    // Played and resumed like any quiz.
    await play(cookie, { ...quiz, questions: quiz.questions.slice(0, 2) }, plan(3, 3, 3, 3, 3));
    const resumed = await t.http().get(`/api/quizzes/${quiz.quizId}`).set('Cookie', cookie).expect(200);
    expect(resumed.body.mode).toBe('placement');
    expect(resumed.body.answers).toHaveLength(2);
    expect(resumed.body.finished).toBe(false);
  });

  it.each([
    ['every level 2 of 3 (the pass mark)', plan(2, 2, 2, 2, 2), 'c1'],
    ['all right up to B1, then wrong', plan(3, 3, 3, 0, 0), 'b1'],
    ['A2 at 1 of 3 stops the climb, whatever is passed above', plan(3, 1, 3, 3, 3), 'a1'],
    ['B1 at 1 of 3 after A1 and A2 passed', plan(3, 2, 1, 3, 3), 'a2'],
    ['nothing right', plan(0, 0, 0, 0, 0), 'a1'],
    ['everything right', plan(3, 3, 3, 3, 3), 'c1'],
  ])('suggests the level by the rule: %s', async (_name, rights, level) => {
    const cookie = await t.login();
    const quiz = await start(cookie);
    await play(cookie, quiz, rights);
    const result = (await finish(cookie, quiz.quizId)) as PlacementResult;
    expect(result.level).toBe(level);
    expect(result.byLevel.map((s) => [s.level, s.correct, s.total])).toEqual(
      PLACEMENT_LEVELS.map((l) => [l, rights[l], 3]),
    );
    const [firstPath] = (await t.dataSource.query(
      `SELECT id, name FROM learning.learning_paths WHERE "cefrLevel" = $1 ORDER BY id LIMIT 1`,
      [level],
    )) as { id: number; name: string }[];
    expect(result.path).toEqual({ id: firstPath.id, name: firstPath.name, cefrLevel: level });
  });

  it('places with the first path of the level in content order', async () => {
    const cookie = await t.login();
    const quiz = await start(cookie);
    await play(cookie, quiz, plan(3, 3, 3, 0, 0));
    const result = (await finish(cookie, quiz.quizId)) as PlacementResult;
    expect(result.path?.name).toBe('Perfect Tenses in Practice');
  });

  it('counts an unanswered question as wrong', async () => {
    const cookie = await t.login();
    const quiz = await start(cookie);
    await play(cookie, { ...quiz, questions: quiz.questions.slice(0, 5) }, plan(3, 3, 3, 3, 3));
    const result = (await finish(cookie, quiz.quizId)) as PlacementResult;
    expect(result.byLevel.map((s) => s.correct)).toEqual([3, 2, 0, 0, 0]);
    expect(result.level).toBe('a2');
  });

  it('stores the result once: finishing again answers it unchanged, and the offer is answered', async () => {
    const cookie = await t.login();
    const quiz = await start(cookie);
    await play(cookie, quiz, plan(3, 3, 0, 0, 0));
    const first = (await finish(cookie, quiz.quizId)) as PlacementResult;
    const again = (await finish(cookie, quiz.quizId)) as PlacementResult;
    expect(again).toEqual(first);
    expect(await view(cookie)).toEqual({ status: 'done', offered: false, quizId: null, result: first });

    // A retake is open while the first result stays; skipping it keeps the learner placed.
    const retake = await start(cookie);
    expect(await view(cookie)).toEqual({
      status: 'done',
      offered: false,
      quizId: retake.quizId,
      result: first,
    });
    expect(await skip(cookie)).toEqual({ status: 'done', offered: false, quizId: null, result: first });

    // Finishing the retake replaces the result.
    await play(cookie, retake, plan(3, 3, 3, 3, 0));
    const second = (await finish(cookie, retake.quizId)) as PlacementResult;
    expect(second.level).toBe('b2');
    expect((await view(cookie)).result).toEqual(second);
  });

  it('skips: the offer is not made again, repeated skips change nothing, and a later start is still possible', async () => {
    const cookie = await t.login();
    const skipped = await skip(cookie);
    expect(skipped).toEqual({ status: 'skipped', offered: false, quizId: null, result: null });
    expect(await skip(cookie)).toEqual(skipped);
    expect(await view(cookie)).toEqual(skipped);
    const quiz = await start(cookie);
    expect(await view(cookie)).toEqual({
      status: 'skipped',
      offered: false,
      quizId: quiz.quizId,
      result: null,
    });
    await play(cookie, quiz, plan(3, 0, 0, 0, 0));
    expect(((await finish(cookie, quiz.quizId)) as PlacementResult).level).toBe('a1');
    expect((await view(cookie)).status).toBe('done');
  });

  it('keeps each learner’s placement their own: another learner’s quiz is not found', async () => {
    const owner = await t.login();
    const other = await t.login();
    const quiz = await start(owner);
    await skip(other);
    expect((await view(owner)).status).toBe('started');
    expect((await view(other)).status).toBe('skipped');
    await finish(other, quiz.quizId, 404);
    await finish(owner, '00000000-0000-4000-8000-000000000000', 404);
    expect((await view(owner)).result).toBeNull();
  });

  it('refuses bad input by name: a malformed quizId, a quiz that is not a placement, a placement mode in quiz settings', async () => {
    const userId = 9801;
    const cookie = await t.login(userId);
    for (const body of [{}, { quizId: 'nope' }, { quizId: 7 }]) {
      const res = await t.http().post('/api/placement/finish').set('Cookie', cookie).send(body).expect(400);
      expect(JSON.stringify(res.body)).toContain('quizId');
    }
    const practice = await insertQuiz(t.dataSource, userId, [1]);
    expect(JSON.stringify(await finish(cookie, practice, 400))).toContain('quizId');
    const res = await t
      .http()
      .post('/api/questions')
      .set('Cookie', cookie)
      .send({ difficultyLevel: 'beginner', questionTypes: ['fill_blank'], mode: 'placement' })
      .expect(400);
    expect(JSON.stringify(res.body)).toContain('mode');
  });

  it('does not store a placement quiz as a practice result', async () => {
    const cookie = await t.login();
    const quiz = await start(cookie);
    const res = await t
      .http()
      .post('/api/quiz-results')
      .set('Cookie', cookie)
      .send({
        quizId: quiz.quizId,
        answers: [],
        totalScore: 0,
        fillBlankScore: 0,
        rearrangeScore: 0,
        completionScore: 0,
        difficultyLevel: 'beginner',
      })
      .expect(409);
    expect(res.body.message).toContain('/api/placement/finish');
  });
});
