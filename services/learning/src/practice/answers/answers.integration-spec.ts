import 'reflect-metadata';
import { type CheckAnswerResponse, type HintResponse } from '@grammarpath/contracts';
import { insertQuiz, type QuizTestApp, questionWhere, startQuizTestApp } from '../../testing/quiz-test-app';

describe('POST /api/check-answer', () => {
  let t: QuizTestApp;
  let userId = 5000;

  beforeAll(async () => {
    t = await startQuizTestApp();
  });
  afterAll(() => t?.close());

  /** A fresh learner with a quiz of these questions. */
  async function learnerWithQuiz(questionIds: number[], options: Parameters<typeof insertQuiz>[3] = {}) {
    userId += 1;
    const cookie = await t.login(userId);
    const quizId = await insertQuiz(t.dataSource, userId, questionIds, options);
    const check = (questionId: number, answer: string, status = 200) =>
      t
        .http()
        .post('/api/check-answer')
        .set('Cookie', cookie)
        .send({ quizId, questionId, answer })
        .expect(status);
    return { cookie, quizId, check, userId };
  }

  const verdict = async (res: Promise<{ body: unknown }>) => (await res).body as CheckAnswerResponse;

  it('ignores case, spacing, curly apostrophes and final punctuation', async () => {
    const q = await questionWhere(
      t.dataSource,
      `type = 'rearrange' AND "correctAnswer" LIKE '%''%' AND "correctAnswer" ~ '[.!?]$'`,
    );
    const { check } = await learnerWithQuiz([q.id]);
    const messy = `  ${q.correctAnswer
      .toUpperCase()
      .replace(/'/g, '’')
      .replace(/ /g, '   ')
      .replace(/[.!?]$/, '')}  `;
    const result = await verdict(check(q.id, messy));
    expect(result).toMatchObject({
      isCorrect: true,
      diagnosis: { kind: 'correct' },
      correctAnswer: q.correctAnswer,
      explanation: q.explanation,
      attempt: 1,
      attemptsLeft: 0,
    });
  });

  it('accepts a listed variant', async () => {
    const q = await questionWhere(t.dataSource, `type = 'rearrange' AND cardinality("acceptedAnswers") > 1`);
    const variant = q.acceptedAnswers!.find((a) => a !== q.correctAnswer)!;
    const { check } = await learnerWithQuiz([q.id]);
    expect(await verdict(check(q.id, variant))).toMatchObject({
      isCorrect: true,
      diagnosis: { kind: 'accepted_variant' },
    });
  });

  it('reports a wrong option with its note, the rule, the explanation and examples', async () => {
    const q = await questionWhere(
      t.dataSource,
      `type = 'fill_blank' AND "optionNotes" IS NOT NULL AND examples IS NOT NULL`,
    );
    const wrong = q.options!.find((o) => o !== q.correctAnswer)!;
    const { check } = await learnerWithQuiz([q.id]);
    const result = await verdict(check(q.id, wrong));
    expect(result).toMatchObject({
      isCorrect: false,
      correctAnswer: q.correctAnswer,
      optionNote: q.optionNotes![wrong],
      diagnosis: { kind: 'wrong_option', message: q.optionNotes![wrong] },
      examples: q.examples,
    });
  });

  it('calls a changed tested form a grammar error with its rule, and a misspelling elsewhere a typo', async () => {
    const q = await questionWhere(
      t.dataSource,
      `type = 'error_correction' AND "errorNote" IS NOT NULL AND "correctAnswer" ~ ' [a-z]{3,}[^s]s ' AND "correctAnswer" ~ '[a-z]{6,}'`,
    );
    const words = q.correctAnswer.split(' ');
    const inflected = words.findIndex((w, i) => i > 0 && i < words.length - 1 && /^[a-z]{3,}[^s]s$/.test(w));
    const grammarSlip = words.map((w, i) => (i === inflected ? w.slice(0, -1) : w)).join(' ');
    const longest = words.reduce(
      (best, w, i) => (/^[a-z]+$/.test(w) && w.length > words[best].length && i !== inflected ? i : best),
      inflected === 0 ? 1 : 0,
    );
    const typo = words.map((w, i) => (i === longest ? `${w[0]}${w[2]}${w[1]}${w.slice(3)}` : w)).join(' ');

    const first = await learnerWithQuiz([q.id]);
    const grammar = await verdict(first.check(q.id, grammarSlip));
    expect(grammar).toMatchObject({ isCorrect: false, diagnosis: { kind: 'grammar_error' } });
    expect(grammar.diagnosis.message).toContain(q.errorNote!);

    const second = await learnerWithQuiz([q.id]);
    const spelling = await verdict(second.check(q.id, typo));
    expect(spelling).toMatchObject({ isCorrect: false, diagnosis: { kind: 'typo' } });
    expect(spelling.diagnosis.message).toContain(words[longest].toLowerCase());
  });

  it('records each question once, and updates user_progress and error_patterns', async () => {
    const q = await questionWhere(t.dataSource, `type = 'fill_blank'`);
    const other = await questionWhere(t.dataSource, `type = 'completion'`);
    const learner = await learnerWithQuiz([q.id, other.id]);
    const wrong = q.options!.find((o) => o !== q.correctAnswer)!;
    await learner.check(q.id, wrong);
    const again = await learner.check(q.id, q.correctAnswer, 409);
    expect(again.body.message).toBe(`Question ${q.id} was already answered in this quiz`);
    await learner.check(other.id, other.correctAnswer);

    const progress = await t.dataSource.query(
      `SELECT "questionType", "totalAttempted", "totalCorrect", "streakCount" FROM learning.user_progress WHERE "userId" = $1 ORDER BY "questionType"`,
      [learner.userId],
    );
    expect(progress).toEqual([
      { questionType: 'completion', totalAttempted: 1, totalCorrect: 1, streakCount: 1 },
      { questionType: 'fill_blank', totalAttempted: 1, totalCorrect: 0, streakCount: 0 },
    ]);
    const patterns = await t.dataSource.query(
      `SELECT "questionType", "grammarRule", "errorCount" FROM learning.error_patterns WHERE "userId" = $1`,
      [learner.userId],
    );
    expect(patterns).toEqual([
      { questionType: 'fill_blank', grammarRule: q.grammarTopics[0], errorCount: 1 },
    ]);
  });

  it('answers 404 for a question outside the quiz or an unknown quiz, 403 for another learner’s quiz, 400 for a bad id', async () => {
    const q = await questionWhere(t.dataSource, `type = 'fill_blank'`);
    const owner = await learnerWithQuiz([q.id]);
    const res = await owner.check(q.id + 1, 'x', 404);
    expect(res.body.message).toBe(`Question ${q.id + 1} is not part of quiz ${owner.quizId}`);

    const stranger = await t.login();
    const forbidden = await t
      .http()
      .post('/api/check-answer')
      .set('Cookie', stranger)
      .send({ quizId: owner.quizId, questionId: q.id, answer: 'x' })
      .expect(403);
    expect(forbidden.body.message).toBe('This quiz belongs to another learner');
    await t
      .http()
      .post('/api/check-answer')
      .set('Cookie', stranger)
      .send({ quizId: '00000000-0000-4000-8000-000000000000', questionId: q.id, answer: 'x' })
      .expect(404);
    const bad = await t
      .http()
      .post('/api/check-answer')
      .set('Cookie', stranger)
      .send({ quizId: 'nope', questionId: q.id, answer: 'x' })
      .expect(400);
    expect(bad.body.message).toContain('quizId must be the quizId returned by POST /api/questions');
  });

  it('allows maxAttempts tries in practice mode, keeping first-try correctness apart', async () => {
    const q = await questionWhere(t.dataSource, `type = 'fill_blank'`);
    const wrong = q.options!.find((o) => o !== q.correctAnswer)!;
    const learner = await learnerWithQuiz([q.id], {
      isPracticeMode: true,
      maxAttempts: 2,
      showHints: true,
      showExplanationAfterEachAttempt: false,
    });

    const first = await verdict(learner.check(q.id, wrong));
    expect(first).toMatchObject({
      isCorrect: false,
      attempt: 1,
      attemptsLeft: 1,
      correctAnswer: '',
      explanation: '',
    });
    const second = await verdict(learner.check(q.id, q.correctAnswer));
    expect(second).toMatchObject({
      isCorrect: true,
      attempt: 2,
      attemptsLeft: 0,
      correctAnswer: q.correctAnswer,
      explanation: q.explanation,
    });
    await learner.check(q.id, q.correctAnswer, 409);

    const [row] = await t.dataSource.query(
      `SELECT attempts, "isCorrect", "firstTryCorrect", final FROM learning.quiz_answers WHERE "quizId" = $1`,
      [learner.quizId],
    );
    expect(row).toEqual({ attempts: 2, isCorrect: true, firstTryCorrect: false, final: true });
    const [progress] = await t.dataSource.query(
      `SELECT "totalAttempted", "totalCorrect" FROM learning.user_progress WHERE "userId" = $1`,
      [learner.userId],
    );
    expect(progress).toEqual({ totalAttempted: 1, totalCorrect: 0 });
  });

  it('gives a hint without the answer in practice mode and records its use; 400 outside practice mode', async () => {
    const q = await questionWhere(
      t.dataSource,
      `type = 'fill_blank' AND position(lower("correctAnswer") in lower(explanation)) > 0`,
    );
    const learner = await learnerWithQuiz([q.id], { isPracticeMode: true, maxAttempts: 3, showHints: true });
    const res = await t
      .http()
      .post('/api/quiz-hint')
      .set('Cookie', learner.cookie)
      .send({ quizId: learner.quizId, questionId: q.id })
      .expect(200);
    const { hint } = res.body as HintResponse;
    expect(hint.length).toBeGreaterThan(10);
    expect(hint.toLowerCase()).not.toMatch(new RegExp(`\\b${q.correctAnswer.toLowerCase()}\\b`));
    const [row] = await t.dataSource.query(
      `SELECT "hintUsed", attempts FROM learning.quiz_answers WHERE "quizId" = $1`,
      [learner.quizId],
    );
    expect(row).toEqual({ hintUsed: true, attempts: 0 });
    expect(await verdict(learner.check(q.id, q.correctAnswer))).toMatchObject({
      isCorrect: true,
      attempt: 1,
    });

    const plain = await learnerWithQuiz([q.id]);
    const refused = await t
      .http()
      .post('/api/quiz-hint')
      .set('Cookie', plain.cookie)
      .send({ quizId: plain.quizId, questionId: q.id })
      .expect(400);
    expect(refused.body.message).toBe('Hints are available only in practice mode with hints on');
  });

  it('checks answers of a quiz served by POST /api/questions', async () => {
    const cookie = await t.login();
    const quiz = await t
      .http()
      .post('/api/questions')
      .set('Cookie', cookie)
      .send({ difficultyLevel: 'beginner', questionTypes: ['completion'] })
      .expect(201);
    const [first] = quiz.body.questions as { id: number }[];
    const res = await t
      .http()
      .post('/api/check-answer')
      .set('Cookie', cookie)
      .send({ quizId: quiz.body.quizId, questionId: first.id, answer: 'no idea' })
      .expect(200);
    expect(res.body).toMatchObject({ isCorrect: false, attempt: 1, attemptsLeft: 0 });
    expect(res.body.correctAnswer.length).toBeGreaterThan(0);
  });
});
