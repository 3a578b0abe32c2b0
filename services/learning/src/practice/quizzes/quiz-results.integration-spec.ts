import 'reflect-metadata';
import {
  type CheckAchievementsResponse,
  percent,
  POINTS_PER_CORRECT_ANSWER,
  type ProgressSummary,
  type Page,
  type QuizProgressView,
  type QuizResultView,
} from '@grammarpath/contracts';
import { QuizResultViews1796100000000 } from '../../database/migrations/1796100000000-quiz-result-views';
import { type Question } from '../questions/question.entity';
import { seededRandom } from '../questions/random';
import { QuizResult } from './quiz-result.entity';
import { toQuizResultView } from './quiz-results.service';
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
    // The first answer also carries the achievements the result earned (and their points); the second, only
    // the stored result and its answers' points.
    const { newAchievements, points: _points, ...stored } = result;
    expect(newAchievements?.length).toBeGreaterThan(0);
    const { points: againPoints, ...againStored } = again.body as QuizResultView;
    expect(againStored).toEqual(stored);
    expect(againPoints).toEqual({ answers: 3, achievements: 0, earned: 3 });
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

  it('pages results as the views of the stored rows, whatever their values', async () => {
    userId += 1;
    const cookie = await t.login(userId);
    // Scores at halves (7 of 40: 17.5 %, 1 of 8: 12.5 %) and below, dates with microseconds, absent values,
    // and scores by type of any JSON (nulls, separators inside strings, decimals).
    const scores = '{"fill_blank": {"correct": 1, "total": 2}, "rearrange": {"total": 0, "correct": 0}}';
    const odd = '{"fill_blank": {"correct": 1, "total": 2, "note": null}, "a, b": ["c: d", null, 1.50, {}]}';
    const rows: [number, number, string | null, number | null, string | null, string][] = [
      [7, 40, 'A1', 95, '2026-03-04 05:06:07.123999+00', scores],
      [1, 8, null, null, '2026-03-04 05:06:07.000001+00', odd],
      [29, 100, 'B2', 0, '2025-12-31 23:59:59.999+00', scores],
      [0, 0, null, 30, '2026-01-01 00:00:00+00', '{}'],
      [2, 3, 'C1', 12, '2026-03-04 05:06:07.123999+00', '{"a": {"b": "c, \\"d\\": e"}}'],
      [5, 200, null, 600, '2024-02-29 12:00:00.5+00', scores],
    ];
    for (const [correct, total, cefr, time, date, scoresByType] of rows) {
      await t.dataSource.query(
        `INSERT INTO learning.quiz_results ("userId", "date", "totalQuestions", "correctAnswers", "wrongAnswers",
           "difficultyLevel", "questionTypes", "timeTaken", "quizId", "mode", "cefrLevel", "firstTryCorrect",
           "answeredQuestions", "scoresByType", "answers")
         VALUES ($1, $2, $3::int, $4::int, $3::int - $4::int, 'beginner', '{fill_blank}', $5, $6, 'standard', $7, $4, $3,
           $8::jsonb, '[{"questionId": 1, "answer": "a", "isCorrect": true}]')`,
        [userId, date, total, correct, time, time === null ? null : crypto.randomUUID(), cefr, scoresByType],
      );
    }
    const stored = await t.dataSource
      .getRepository(QuizResult)
      .find({ where: { userId }, order: { date: 'DESC', id: 'DESC' } });
    for (const [page, pageSize] of [
      [1, 50],
      [1, 4],
      [2, 4],
      [3, 4],
    ]) {
      const res = await t
        .http()
        .get(`/api/quiz-results?page=${page}&pageSize=${pageSize}`)
        .set('Cookie', cookie)
        .expect(200);
      // The same fields in the same order with the same values (only JSON holding a null keeps jsonb's spaces).
      expect(JSON.stringify(JSON.parse(res.text))).toBe(
        JSON.stringify({
          items: stored.slice((page - 1) * pageSize, page * pageSize).map(toQuizResultView),
          total: rows.length,
          page,
          pageSize,
        }),
      );
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    }
  });

  it('pages random results, old rows filled by the migration and rewritten ones as the views of the stored rows', async () => {
    userId += 1;
    const cookie = await t.login(userId);
    const random = seededRandom(20);
    const randomRow = (): unknown[] => {
      const total = Math.floor(random() * 60);
      const correct = Math.floor(random() * (total + 1));
      const micros = Math.floor(random() * 1_000_000);
      const date = new Date(Date.UTC(2024, 0, 1) + Math.floor(random() * 730 * 86_400) * 1000);
      const scores = Object.fromEntries(
        ['fill_blank', 'multiple_choice', 'rearrange']
          .filter(() => random() < 0.6)
          .map((type) => {
            const typeTotal = Math.floor(random() * 20);
            return [type, { total: typeTotal, correct: Math.floor(random() * (typeTotal + 1)) }];
          }),
      );
      return [
        userId,
        `${date.toISOString().slice(0, 19)}.${String(micros).padStart(6, '0')}+00`,
        total,
        correct,
        random() < 0.3 ? null : Math.floor(random() * 2000),
        random() < 0.3 ? null : crypto.randomUUID(),
        random() < 0.3 ? null : (['A1', 'B2', 'C1'] as const)[Math.floor(random() * 3)],
        JSON.stringify(scores),
        (['standard', 'daily', 'mistakes', 'stage'] as const)[Math.floor(random() * 4)],
      ];
    };
    const insert = (row: unknown[]) =>
      t.dataSource.query(
        `INSERT INTO learning.quiz_results ("userId", "date", "totalQuestions", "correctAnswers", "wrongAnswers",
           "difficultyLevel", "questionTypes", "timeTaken", "quizId", "mode", "cefrLevel", "firstTryCorrect",
           "answeredQuestions", "scoresByType", "answers")
         VALUES ($1, $2, $3::int, $4::int, $3::int - $4::int, 'intermediate', '{fill_blank}', $5, $6, $9, $7, $4, $3,
           $8::jsonb, '[]')`,
        row,
      );
    // Rows the previous release stored, before the trigger: no view until the migration fills them.
    await t.dataSource.query(`ALTER TABLE learning.quiz_results DISABLE TRIGGER "quiz_result_view"`);
    try {
      for (let i = 0; i < 15; i += 1) await insert(randomRow());
    } finally {
      await t.dataSource.query(`ALTER TABLE learning.quiz_results ENABLE TRIGGER "quiz_result_view"`);
    }
    const [{ missing }] = await t.dataSource.query(
      `SELECT count(*)::int AS missing FROM learning.quiz_results WHERE "userId" = $1 AND "view" IS NULL`,
      [userId],
    );
    expect(missing).toBe(15);
    const runner = t.dataSource.createQueryRunner();
    try {
      await new QuizResultViews1796100000000().up(runner);
    } finally {
      await runner.release();
    }
    for (let i = 0; i < 25; i += 1) await insert(randomRow());
    // A writer that changes a stored row (or gives a view of its own) gets the row's view.
    await t.dataSource.query(
      `UPDATE learning.quiz_results SET "correctAnswers" = "totalQuestions", "timeTaken" = NULL, "view" = '{}'
       WHERE "id" = (SELECT max("id") FROM learning.quiz_results WHERE "userId" = $1)`,
      [userId],
    );

    const stored = await t.dataSource
      .getRepository(QuizResult)
      .find({ where: { userId }, order: { date: 'DESC', id: 'DESC' } });
    expect(stored).toHaveLength(40);
    for (const [page, pageSize] of [
      [1, 50],
      [1, 7],
      [6, 7],
      [2, 40],
    ]) {
      const res = await t
        .http()
        .get(`/api/quiz-results?page=${page}&pageSize=${pageSize}`)
        .set('Cookie', cookie)
        .expect(200);
      // Byte for byte: the stored views are the text JSON.stringify writes.
      expect(res.text).toBe(
        JSON.stringify({
          items: stored.slice((page - 1) * pageSize, page * pageSize).map(toQuizResultView),
          total: stored.length,
          page,
          pageSize,
        }),
      );
    }
  });

  it('scores stored views as percent() does, halves included', async () => {
    const scores = (await t.dataSource.query(
      `SELECT t AS "total", c AS "correct", learning.quiz_result_score(c, t) AS "score"
       FROM generate_series(0, 200) t CROSS JOIN LATERAL generate_series(0, t) c`,
    )) as { total: number; correct: number; score: number }[];
    const wrong = scores.filter((s) => s.score !== percent(s.correct, s.total));
    expect(wrong).toEqual([]);
  });

  it('answers the achievements a stored result earned, once: neither the same quiz again nor a later check repeats them', async () => {
    const { cookie, quizId } = await playedQuiz(10);
    const saved = (
      await t.http().post('/api/quiz-results').set('Cookie', cookie).send(body(quizId)).expect(201)
    ).body as QuizResultView;
    const keys = (saved.newAchievements ?? []).map((a) => a.key);
    // A first quiz, all right: at least the first-quiz achievement, each with its name, icon and date.
    expect(keys).toContain('first-quiz');
    expect(new Set(keys).size).toBe(keys.length);
    for (const a of saved.newAchievements ?? []) {
      expect(typeof a.name).toBe('string');
      expect(a).toHaveProperty('icon');
      expect(Number.isNaN(Date.parse(a.earnedDate))).toBe(false);
    }
    // They are stored as earned, so nothing announces them again.
    const mine = (await t.http().get('/api/user/achievements').set('Cookie', cookie).expect(200)).body as {
      achievementId: number;
      earnedDate: string | null;
    }[];
    const earnedIds = new Set(mine.filter((row) => row.earnedDate !== null).map((row) => row.achievementId));
    for (const a of saved.newAchievements ?? []) expect(earnedIds.has(a.id)).toBe(true);
    const again = (
      await t.http().post('/api/quiz-results').set('Cookie', cookie).send(body(quizId)).expect(201)
    ).body as QuizResultView;
    expect(again.newAchievements).toBeUndefined();
    const check = (await t.http().post('/api/user/check-achievements').set('Cookie', cookie).expect(200))
      .body as CheckAchievementsResponse;
    expect(check.newAchievements).toEqual([]);

    // A second quiz that earns nothing new answers no list at all.
    const second = await insertQuiz(t.dataSource, userId, [questions[0].id]);
    await t
      .http()
      .post('/api/check-answer')
      .set('Cookie', cookie)
      .send({ quizId: second, questionId: questions[0].id, answer: 'certainly wrong' })
      .expect(200);
    const next = (
      await t.http().post('/api/quiz-results').set('Cookie', cookie).send(body(second)).expect(201)
    ).body as QuizResultView;
    expect(next.newAchievements).toBeUndefined();
  });

  it('answers the points the result earned: first-try answers plus the new achievements, as the learner’s points grew', async () => {
    userId += 1;
    const cookie = await t.login(userId);
    const [first, second, third] = questions;
    const quizId = await insertQuiz(t.dataSource, userId, [first.id, second.id, third.id], {
      isPracticeMode: true,
      maxAttempts: 2,
    });
    const check = (questionId: number, answer: string) =>
      t
        .http()
        .post('/api/check-answer')
        .set('Cookie', cookie)
        .send({ quizId, questionId, answer })
        .expect(200);
    // Right at the first try, right after a retry (no point), wrong twice.
    await check(first.id, first.correctAnswer);
    await check(second.id, 'certainly wrong');
    await check(second.id, second.correctAnswer);
    await check(third.id, 'certainly wrong');
    await check(third.id, 'still wrong');
    const summary = async () =>
      (
        (await t.http().get('/api/user/progress-summary').set('Cookie', cookie).expect(200))
          .body as ProgressSummary
      ).points;
    const before = await summary();

    const saved = (
      await t.http().post('/api/quiz-results').set('Cookie', cookie).send(body(quizId)).expect(201)
    ).body as QuizResultView;
    const achievementPoints = (saved.newAchievements ?? []).reduce((sum, a) => sum + a.points, 0);
    expect(achievementPoints).toBeGreaterThan(0);
    expect(saved.points).toEqual({
      answers: POINTS_PER_CORRECT_ANSWER,
      achievements: achievementPoints,
      earned: POINTS_PER_CORRECT_ANSWER + achievementPoints,
    });
    expect((await summary()) - before).toBe(saved.points?.earned);

    // Read again after a reload: the stored result with its answers' points (the achievements were announced).
    const view = (await t.http().get(`/api/quizzes/${quizId}`).set('Cookie', cookie).expect(200))
      .body as QuizProgressView;
    expect(view.finished).toBe(true);
    expect(view.result).toMatchObject({
      quizId,
      correctAnswers: 2,
      firstTryCorrect: 1,
      points: { answers: POINTS_PER_CORRECT_ANSWER, achievements: 0, earned: POINTS_PER_CORRECT_ANSWER },
    });
    expect(view.result?.newAchievements).toBeUndefined();
    expect(view.answers.map((a) => [a.questionId, a.feedback.isCorrect, a.feedback.attempt])).toEqual([
      [first.id, true, 1],
      [second.id, true, 2],
      [third.id, false, 2],
    ]);
    expect(view.answers[2].feedback.correctAnswer).toBe(third.correctAnswer);
    // Still the learner's only.
    await t
      .http()
      .get(`/api/quizzes/${quizId}`)
      .set('Cookie', await t.login())
      .expect(404);
  });

  it('reads back an unfinished quiz of the learner with its recorded answers and their feedback', async () => {
    userId += 1;
    const cookie = await t.login(userId);
    const ids = questions.slice(0, 4).map((q) => q.id);
    const quizId = await insertQuiz(t.dataSource, userId, ids);
    // The first question right, the second wrong; the other two not answered yet.
    for (const [i, answer] of [questions[0].correctAnswer, 'certainly wrong'].entries()) {
      await t
        .http()
        .post('/api/check-answer')
        .set('Cookie', cookie)
        .send({ quizId, questionId: ids[i], answer })
        .expect(200);
    }
    const view = (await t.http().get(`/api/quizzes/${quizId}`).set('Cookie', cookie).expect(200))
      .body as QuizProgressView;
    expect(view).toMatchObject({ quizId, mode: 'standard', finished: false });
    expect(view.result).toBeUndefined();
    expect(view.questions.map((q) => q.id)).toEqual(ids);
    // Questions go to the browser without their answers.
    expect(JSON.stringify(view.questions)).not.toContain('"correctAnswer"');
    expect(view.answers.map((a) => [a.questionId, a.answer, a.final, a.feedback.isCorrect])).toEqual([
      [ids[0], questions[0].correctAnswer, true, true],
      [ids[1], 'certainly wrong', true, false],
    ]);
    expect(view.answers[1].feedback).toMatchObject({
      correctAnswer: questions[1].correctAnswer,
      explanation: questions[1].explanation,
      attempt: 1,
      attemptsLeft: 0,
    });

    // Once its result is stored it says so.
    await t.http().post('/api/quiz-results').set('Cookie', cookie).send(body(quizId)).expect(201);
    const done = (await t.http().get(`/api/quizzes/${quizId}`).set('Cookie', cookie).expect(200))
      .body as QuizProgressView;
    expect(done.finished).toBe(true);
  });

  it('never reads back another learner’s quiz (404, as for an unknown one) and names the field of a bad id', async () => {
    const { quizId } = await playedQuiz(2);
    const stranger = await t.login();
    const foreign = await t.http().get(`/api/quizzes/${quizId}`).set('Cookie', stranger).expect(404);
    expect(JSON.stringify(foreign.body)).not.toContain('answers');
    await t
      .http()
      .get('/api/quizzes/00000000-0000-4000-8000-000000000000')
      .set('Cookie', stranger)
      .expect(404);
    const bad = await t.http().get('/api/quizzes/not-a-quiz').set('Cookie', stranger).expect(400);
    expect(bad.body.message).toContain('quizId');
    await t.http().get(`/api/quizzes/${quizId}`).expect(401);
  });
});
