import { DataSource } from 'typeorm';
import { LEARNING_SCHEMA } from '../database/learning-schema';
import { type LearningTestApp, startLearningTestApp } from '../testing/learning-test-app';
import { INTERNAL_SECRET_HEADER } from './internal-secret.guard';
import { LearnerDataService } from './learner-data.service';

const S = LEARNING_SCHEMA;

/** A few rows in the learner tables, written as the features would. */
async function giveActivity(dataSource: DataSource, userId: number): Promise<void> {
  await dataSource.query(
    `INSERT INTO "${S}"."quiz_results" ("userId", "totalQuestions", "correctAnswers", "wrongAnswers", "difficultyLevel")
     VALUES ($1, 10, 7, 3, 'beginner')`,
    [userId],
  );
  await dataSource.query(
    `INSERT INTO "${S}"."error_patterns" ("userId", "questionType", "grammarRule", "errorCount") VALUES ($1, 'fill_blank', 'articles', 2)`,
    [userId],
  );
  await dataSource.query(
    `INSERT INTO "${S}"."feedback" ("userId", "name", "email", "message") VALUES ($1, 'Ana', 'ana@example.com', 'Lovely quizzes')`,
    [userId],
  );
  await dataSource.query(
    `INSERT INTO "${S}"."custom_question_sets" ("creatorId", "title") VALUES ($1, 'My set')`,
    [userId],
  );
}

describe('internal learner data endpoints (export and delete, for identity)', () => {
  let learning: LearningTestApp;
  let secret: string;
  const ana = 7001;
  const bo = 7002;

  beforeAll(async () => {
    learning = await startLearningTestApp();
    secret = learning.config.internalApiSecret;
    for (const userId of [ana, bo]) {
      await giveActivity(learning.dataSource, userId);
      const cookie = await learning.login(userId);
      const started = await learning.http().post('/api/learning-paths/1/start').set('Cookie', cookie);
      expect(started.status).toBeLessThan(300);
    }
  });

  afterAll(() => learning.close());

  it.each([
    ['no secret', undefined],
    ['a wrong secret', 'not-the-secret'],
    ['the secret with a suffix', 'x'],
  ])('refuses a call with %s (403), even with a learner session', async (_label, header) => {
    const cookie = await learning.login(ana);
    for (const call of [
      learning.http().get(`/internal/learners/${ana}/export`),
      learning.http().delete(`/internal/learners/${ana}`),
    ]) {
      call.set('Cookie', cookie);
      if (header !== undefined) call.set(INTERNAL_SECRET_HEADER, header === 'x' ? `${secret}x` : header);
      const response = await call;
      expect(response.status).toBe(403);
    }
    const rows = await learning.dataSource.query(`SELECT 1 FROM "${S}"."quiz_results" WHERE "userId" = $1`, [
      ana,
    ]);
    expect(rows).toHaveLength(1);
  });

  it('is not part of the public API document', async () => {
    const document = (await learning.http().get('/openapi.json')).body as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths).some((path) => path.includes('internal'))).toBe(false);
  });

  it('covers every table with a learner column of the learning entities', async () => {
    const fromEntities = learning.dataSource.entityMetadatas
      .filter((entity) => entity.columns.some((c) => ['userId', 'creatorId'].includes(c.propertyName)))
      .map((entity) => entity.tableName)
      .sort();
    const tables = (await learning.app.get(LearnerDataService).learnerTables()).map((t) => t.table).sort();
    // Every entity with a learner column, and any table without an entity that has one.
    expect(tables).toEqual(expect.arrayContaining(fromEntities));
    expect(tables).toEqual(
      expect.arrayContaining([
        'quiz_results',
        'quizzes',
        'quiz_answers',
        'user_progress',
        'user_learning_path_progress',
        'activity_events',
        'user_achievements',
        'user_badges',
        'user_daily_challenges',
        'error_patterns',
        'custom_question_sets',
        'feedback',
      ]),
    );
  });

  it("exports the learner's rows, table by table, and nobody else's", async () => {
    const response = await learning
      .http()
      .get(`/internal/learners/${ana}/export`)
      .set(INTERNAL_SECRET_HEADER, secret);
    expect(response.status).toBe(200);
    const body = response.body as Record<string, Array<Record<string, unknown>>>;
    expect(body.quiz_results).toHaveLength(1);
    expect(body.quiz_results[0]).toMatchObject({ userId: ana, correctAnswers: 7 });
    expect(body.feedback[0]).toMatchObject({ message: 'Lovely quizzes' });
    expect(body.custom_question_sets[0]).toMatchObject({ creatorId: ana, title: 'My set' });
    expect(body.user_learning_path_progress).toHaveLength(1);
    expect(body.activity_events.length).toBeGreaterThan(0);
    for (const rows of Object.values(body)) {
      for (const row of rows) expect(row.userId ?? row.creatorId).toBe(ana);
    }
  });

  it("deletes all of the learner's rows in one go, leaves the others', and can be repeated", async () => {
    const response = await learning
      .http()
      .delete(`/internal/learners/${ana}`)
      .set(INTERNAL_SECRET_HEADER, secret);
    expect(response.status).toBe(200);
    expect(response.body.deleted).toMatchObject({ quiz_results: 1, feedback: 1, custom_question_sets: 1 });
    const left = (
      await learning.http().get(`/internal/learners/${ana}/export`).set(INTERNAL_SECRET_HEADER, secret)
    ).body as Record<string, unknown[]>;
    expect(Object.values(left).every((rows) => rows.length === 0)).toBe(true);
    const others = (
      await learning.http().get(`/internal/learners/${bo}/export`).set(INTERNAL_SECRET_HEADER, secret)
    ).body as Record<string, unknown[]>;
    expect(others.quiz_results).toHaveLength(1);
    expect(others.user_learning_path_progress).toHaveLength(1);
    const again = await learning
      .http()
      .delete(`/internal/learners/${ana}`)
      .set(INTERNAL_SECRET_HEADER, secret);
    expect(again.status).toBe(200);
    expect(Object.values(again.body.deleted as Record<string, number>).every((n) => n === 0)).toBe(true);
  });

  it('answers 400 for a user id that is not a positive integer', async () => {
    for (const id of ['abc', '0', '99999999999']) {
      const response = await learning
        .http()
        .get(`/internal/learners/${id}/export`)
        .set(INTERNAL_SECRET_HEADER, secret);
      expect(response.status).toBe(400);
    }
  });
});
