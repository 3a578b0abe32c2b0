import 'reflect-metadata';
import {
  CEFR_LEVELS,
  optionsOf,
  type PublicQuestion,
  type QuizResponse,
  RATE_LIMITS,
} from '@grammarpath/contracts';
import { Question } from '../questions/question.entity';
import { type QuizTestApp, startQuizTestApp } from '../../testing/quiz-test-app';

const BASE = {
  difficultyLevel: 'beginner',
  questionTypes: ['fill_blank', 'rearrange', 'completion'],
  questionCount: 10,
};
const ANSWER_FIELDS = [
  'correctAnswer',
  'acceptedAnswers',
  'explanation',
  'detailedExplanation',
  'optionNotes',
  'errorNote',
  'examples',
];

describe('POST /api/questions', () => {
  let t: QuizTestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await startQuizTestApp();
    cookie = await t.login();
    // Leave only 5 C2 rearrange questions, so that a C2 rearrange quiz must widen.
    await t.dataSource.query(
      `DELETE FROM learning.questions WHERE id IN (SELECT id FROM learning.questions WHERE "cefrLevel" = 'c2' AND type = 'rearrange' ORDER BY id OFFSET 5)`,
    );
  });
  afterAll(() => t?.close());

  const start = async (body: object, session = cookie, status = 201): Promise<QuizResponse> =>
    (await t.http().post('/api/questions').set('Cookie', session).send(body).expect(status))
      .body as QuizResponse;

  it('needs a session', async () => {
    const res = await t.http().post('/api/questions').send(BASE).expect(401);
    expect(res.body.message).toBe('Not logged in');
  });

  it.each([
    [{ ...BASE, questionCount: 9 }, 'questionCount must not be less than 10'],
    [{ ...BASE, questionCount: 41 }, 'questionCount must not be greater than 40'],
    [{ ...BASE, questionTypes: [] }, 'questionTypes must contain at least one question type'],
    [
      { ...BASE, questionTypes: ['essay'] },
      'each value in questionTypes must be one of the following values',
    ],
    [{ ...BASE, difficultyLevel: 'expert' }, 'difficultyLevel must be one of the following values'],
    [{ ...BASE, cefrLevel: 'd1' }, 'cefrLevel must be one of the following values'],
    [{ ...BASE, category: 'cooking' }, 'category must be one of the following values'],
    [{ ...BASE, maxAttempts: 0 }, 'maxAttempts must not be less than 1'],
    [{ ...BASE, mode: 'stage' }, 'stageId must be an integer'],
    [{ ...BASE, sneaky: true }, 'property sneaky should not exist'],
  ])('rejects %j with 400', async (body, message) => {
    const res = await t.http().post('/api/questions').set('Cookie', cookie).send(body).expect(400);
    expect(res.body.message).toContain(message);
  });

  it('defaults to 10 questions and sends no answers or explanations', async () => {
    const { questionCount: _omitted, ...withoutCount } = BASE;
    const quiz = await start(withoutCount);
    expect(quiz.quizId).toMatch(/^[0-9a-f-]{36}$/);
    expect(quiz.mode).toBe('standard');
    expect(quiz.questions).toHaveLength(10);
    for (const question of quiz.questions) {
      for (const field of ANSWER_FIELDS) expect(question).not.toHaveProperty(field);
    }
    expect(JSON.stringify(quiz)).not.toMatch(/correctAnswer|explanation|optionNotes/);
  });

  it('draws 40 distinct questions of the asked level with the types balanced', async () => {
    const quiz = await start({ ...BASE, cefrLevel: 'a2', questionCount: 40 });
    const ids = quiz.questions.map((q) => q.id);
    expect(new Set(ids).size).toBe(40);
    expect(quiz.questions.every((q) => q.cefrLevel === 'a2')).toBe(true);
    const perType = ['fill_blank', 'rearrange', 'completion'].map(
      (type) => quiz.questions.filter((q) => q.type === type).length,
    );
    expect(perType.sort()).toEqual([13, 13, 14]);
    expect(quiz.widened).toBeUndefined();
  });

  it('shuffles the options for each quiz', async () => {
    const question = await t.dataSource
      .getRepository(Question)
      .findOneByOrFail({ type: 'fill_blank', cefrLevel: 'a1' });
    // The question is in some quizzes only: new learners start quizzes until it was served five times.
    const orders = new Set<string>();
    let servedTimes = 0;
    for (let i = 0; i < 100 && servedTimes < 5; i += 1) {
      const session = await t.login();
      const quiz = await start(
        { ...BASE, cefrLevel: 'a1', questionTypes: ['fill_blank'], questionCount: 40 },
        session,
      );
      const served = quiz.questions.find((q) => q.id === question.id);
      if (!served) continue;
      servedTimes += 1;
      orders.add(optionsOf(served).join('|'));
    }
    expect(servedTimes).toBe(5);
    expect(orders.size).toBeGreaterThan(1);
  });

  it('widens to neighbouring levels when the exact filter has too few questions, and says so', async () => {
    const quiz = await start({
      ...BASE,
      cefrLevel: 'c2',
      category: 'travel',
      questionTypes: ['rearrange'],
      questionCount: 10,
    });
    expect(quiz.questions).toHaveLength(10);
    expect(new Set(quiz.questions.map((q) => q.id)).size).toBe(10);
    expect(quiz.questions.filter((q) => q.cefrLevel === 'c2')).toHaveLength(5);
    expect(quiz.widened?.message).toMatch(/not enough C2 questions in travel.*other categories and C1 level/);
    expect(quiz.questions.some((q) => q.cefrLevel === 'c1')).toBe(true);
  });

  it('orders easier to harder with progressiveDifficulty', async () => {
    const quiz = await start({
      ...BASE,
      difficultyLevel: 'intermediate',
      questionCount: 20,
      progressiveDifficulty: true,
    });
    const ranks = quiz.questions.map((q: PublicQuestion) => CEFR_LEVELS.indexOf(q.cefrLevel!));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(new Set(ranks)).toEqual(new Set([2, 3]));
  });

  it('avoids the questions the learner saw recently', async () => {
    const session = await t.login();
    const settings = {
      ...BASE,
      cefrLevel: 'b1',
      difficultyLevel: 'intermediate',
      questionTypes: ['completion'],
      questionCount: 20,
    };
    const first = await start(settings, session);
    const second = await start(settings, session);
    const seen = new Set(first.questions.map((q) => q.id));
    expect(second.questions.filter((q) => seen.has(q.id))).toEqual([]);
  });

  it('draws a stage quiz from that stage’s question set, and 404s for an unknown stage', async () => {
    const [stage] = (await t.dataSource.query(
      `SELECT id, "questionSetIds" FROM learning.learning_path_stages WHERE cardinality("questionSetIds") >= 10 ORDER BY id LIMIT 1`,
    )) as { id: number; questionSetIds: number[] }[];
    const quiz = await start({
      ...BASE,
      questionTypes: ['fill_blank', 'rearrange', 'completion', 'error_correction', 'multiple_choice'],
      mode: 'stage',
      stageId: stage.id,
    });
    expect(quiz.mode).toBe('stage');
    expect(quiz.questions.every((q) => stage.questionSetIds.includes(q.id))).toBe(true);
    const res = await t
      .http()
      .post('/api/questions')
      .set('Cookie', cookie)
      .send({ ...BASE, mode: 'stage', stageId: 999999 })
      .expect(404);
    expect(res.body.message).toBe('Stage 999999 not found');
  });

  it('keeps the served quiz: owner, questions and settings', async () => {
    const quiz = await start({ ...BASE, isPracticeMode: true });
    const [row] = await t.dataSource.query(`SELECT * FROM learning.quizzes WHERE id = $1`, [quiz.quizId]);
    expect(row).toMatchObject({
      mode: 'standard',
      isPracticeMode: true,
      maxAttempts: 3,
      showHints: true,
      difficultyLevel: 'beginner',
    });
    expect(row.questionIds).toEqual(quiz.questions.map((q) => q.id));
  });
});

describe('POST /api/questions rate limit', () => {
  let t: QuizTestApp;

  beforeAll(async () => {
    t = await startQuizTestApp();
  });
  afterAll(() => t?.close());

  it(`starts at most ${RATE_LIMITS.quizStart.perAccount.max} quizzes per account in the window, then 429 with Retry-After; other learners are unaffected`, async () => {
    const cookie = await t.login();
    const post = (session: string) => t.http().post('/api/questions').set('Cookie', session).send(BASE);
    for (let i = 0; i < RATE_LIMITS.quizStart.perAccount.max; i += 1) await post(cookie).expect(201);
    const refused = await post(cookie).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(
      RATE_LIMITS.quizStart.perAccount.windowSeconds,
    );
    const [{ count }] = (await t.dataSource.query('SELECT count(*)::int AS count FROM learning.quizzes')) as {
      count: number;
    }[];
    expect(count).toBe(RATE_LIMITS.quizStart.perAccount.max);
    await post(await t.login()).expect(201);
  });
});
