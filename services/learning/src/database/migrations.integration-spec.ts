import 'reflect-metadata';
import { postgresOptions, runMigrations } from '@grammarpath/server-kit';
import { createTestDatabase, type TestDatabase } from '@grammarpath/server-kit/testing';
import { DataSource } from 'typeorm';
import { LEARNING_ENTITIES } from '../learning-entities';
import { LEARNING_DATABASE } from './learning-database';
import { LEARNING_MIGRATIONS } from './migrations';

describe('learning migrations', () => {
  let db: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    db = await createTestDatabase();
  });

  afterAll(async () => {
    if (dataSource?.isInitialized) await dataSource.destroy();
    await db.drop();
  });

  it('create schema learning with exactly the tables the entities describe (and the per-learner aggregates), and run once', async () => {
    const applied = await runMigrations(db.url, LEARNING_DATABASE);
    expect(applied).toHaveLength(LEARNING_MIGRATIONS.length);
    expect(await runMigrations(db.url, LEARNING_DATABASE)).toEqual([]);

    // No query logging: one test provokes a constraint violation on purpose.
    dataSource = await new DataSource({
      ...postgresOptions(db.url, { ...LEARNING_DATABASE, entities: LEARNING_ENTITIES }),
      logging: false,
    }).initialize();
    const pending = await dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);

    const tables: { table_name: string }[] = await dataSource.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'learning' ORDER BY table_name`,
    );
    expect(tables.map((t) => t.table_name)).toEqual([
      'achievements',
      'activity_events',
      'badges',
      'custom_question_sets',
      'daily_challenges',
      'error_patterns',
      'feedback',
      'learner_aggregates_built',
      'learner_checks',
      'learner_days',
      'learner_explored',
      'learner_fast_quizzes',
      'learner_goals',
      'learner_placements',
      'learner_quiz_scores',
      'learner_summaries',
      'learner_topics',
      'learner_totals',
      'learner_types',
      'learner_versions',
      'learning_path_stages',
      'learning_paths',
      'learning_resources',
      'migrations',
      'questions',
      'quiz_answers',
      'quiz_results',
      'quizzes',
      'user_achievements',
      'user_badges',
      'user_daily_challenges',
      'user_learning_path_progress',
      'user_progress',
    ]);
  });

  it('allow one progress row per learner and path', async () => {
    const [path] = await dataSource.query(
      `INSERT INTO learning.learning_paths ("key", "name", "description", "difficultyLevel") VALUES ('p', 'P', 'D', 'beginner') RETURNING id`,
    );
    const insertProgress = () =>
      dataSource.query(
        `INSERT INTO learning.user_learning_path_progress ("userId", "pathId") VALUES (7, $1)`,
        [path.id],
      );
    await insertProgress();
    await expect(insertProgress()).rejects.toThrow(/UQ_user_learning_path_progress_user_path/);
  });
});
