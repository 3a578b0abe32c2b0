import 'reflect-metadata';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postgresOptions, runMigrations } from '@grammarpath/server-kit';
import { createTestDatabase, type TestDatabase } from '@grammarpath/server-kit/testing';
import { DataSource } from 'typeorm';
import { DEFAULT_CONTENT_DIR } from '../content/content-dir';
import { loadContent } from '../content/content-loader';
import { type QuestionFile } from '../content/content.types';
import { LEARNING_DATABASE } from '../database/learning-database';
import { LearningPathStage } from '../learning-paths/learning-path-stage.entity';
import { LearningPath } from '../learning-paths/learning-path.entity';
import { UserLearningPathProgress } from '../learning-paths/user-learning-path-progress.entity';
import { Question } from '../practice/questions/question.entity';
import { QuizResult } from '../practice/quizzes/quiz-result.entity';
import { LearningResource } from '../learning-paths/resources/learning-resource.entity';
import { SEED_ENTITIES } from './seed-entities';
import { SeedService } from './seed.service';

const FIXTURE_DIR = join(__dirname, '__fixtures__', 'content');

async function idsByKey(dataSource: DataSource): Promise<Record<string, Record<string, number>>> {
  const tables = {
    questions: Question,
    resources: LearningResource,
    paths: LearningPath,
    stages: LearningPathStage,
  };
  const result: Record<string, Record<string, number>> = {};
  for (const [name, entity] of Object.entries(tables)) {
    const rows = await dataSource
      .getRepository(entity)
      .createQueryBuilder('t')
      .select(['t.id AS id', 't.key AS key'])
      .getRawMany<{ id: number; key: string }>();
    result[name] = Object.fromEntries(rows.map((row) => [row.key, row.id]));
  }
  return result;
}

describe('SeedService against Postgres', () => {
  let db: TestDatabase;
  let dataSource: DataSource;
  let seeder: SeedService;
  let workDir: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    await runMigrations(db.url, LEARNING_DATABASE);
    // The seed's own entities, and the learner tables whose rows a reseed must keep.
    const entities = [...SEED_ENTITIES, UserLearningPathProgress, QuizResult];
    dataSource = await new DataSource(
      postgresOptions(db.url, { ...LEARNING_DATABASE, entities }),
    ).initialize();
    seeder = new SeedService(dataSource);
    workDir = await mkdtemp(join(tmpdir(), 'gp-learning-content-'));
    await cp(FIXTURE_DIR, workDir, { recursive: true });
  });

  afterAll(async () => {
    await rm(workDir, { recursive: true, force: true });
    if (dataSource?.isInitialized) await dataSource.destroy();
    await db.drop();
  });

  it('inserts the fixture content and resolves prerequisites, question sets and resources', async () => {
    const report = await seeder.seedFromDirectory(workDir);
    expect(report.questions).toEqual({ total: 5, inserted: 5, updated: 0 });
    expect(report.resources).toEqual({ total: 2, inserted: 2, updated: 0 });
    expect(report.paths).toEqual({ total: 2, inserted: 2, updated: 0 });
    expect(report.stages).toEqual({ total: 3, inserted: 3, updated: 0 });

    const fillBlank = await dataSource
      .getRepository(Question)
      .findOneByOrFail({ key: 'fixture-articles-fill_blank-beginner-01' });
    expect(fillBlank).toMatchObject({
      type: 'fill_blank',
      cefrLevel: 'a1',
      grammarTopics: ['articles'],
      options: ['a', 'an', 'the'],
      optionNotes: { a: 'Use an before a vowel sound.', the: 'The apple has not been mentioned before.' },
      examples: { correct: 'She ate an orange.', incorrect: 'She ate a orange.' },
      words: null,
      audioUrl: null,
    });
    const rearrange = await dataSource
      .getRepository(Question)
      .findOneByOrFail({ key: 'fixture-articles-rearrange-intermediate-01' });
    expect(rearrange.words).toEqual(['the', 'at', 'We', 'station.', 'met']);
    expect(rearrange.acceptedAnswers).toEqual(['We met at the station.']);

    const ids = await idsByKey(dataSource);
    const q = ids.questions;
    const later = await dataSource
      .getRepository(LearningPath)
      .findOneByOrFail({ key: 'fixture-time-and-place' });
    expect(later.prerequisitePaths).toEqual([ids.paths['fixture-articles-foundations']]);
    expect(later.estimatedCompletionTime).toBe(60);

    const stages = await dataSource.getRepository(LearningPathStage).find({ order: { id: 'ASC' } });
    expect(stages.map((s) => [s.key, s.pathId, s.orderIndex, s.threshold])).toEqual([
      ['fixture-articles-foundations-1', ids.paths['fixture-articles-foundations'], 0, 70],
      ['fixture-articles-foundations-2', ids.paths['fixture-articles-foundations'], 1, 80],
      ['fixture-time-and-place-1', ids.paths['fixture-time-and-place'], 0, 70],
    ]);
    expect(stages[0].questionSetIds).toEqual([q['fixture-articles-fill_blank-beginner-01']]);
    expect(stages[1].questionSetIds).toEqual(
      [
        q['fixture-articles-fill_blank-beginner-01'],
        q['fixture-articles-rearrange-intermediate-01'],
        q['fixture-articles-error_correction-advanced-01'],
      ].sort((a, b) => a - b),
    );
    expect(stages[2].questionSetIds).toEqual(
      [
        q['fixture-articles-rearrange-intermediate-01'],
        q['fixture-prepositions-completion-beginner-01'],
        q['fixture-prepositions-multiple_choice-intermediate-01'],
      ].sort((a, b) => a - b),
    );
    expect(stages[2].resourceIds).toEqual([
      ids.resources['fixture-prepositions-time'],
      ids.resources['fixture-articles-basics'],
    ]);
  });

  it('changes nothing when the same content is seeded again, and keeps learner rows', async () => {
    const before = await idsByKey(dataSource);
    const path = before.paths['fixture-articles-foundations'];
    await dataSource.getRepository(UserLearningPathProgress).insert({
      userId: 42,
      pathId: path,
      stagesCompleted: [before.stages['fixture-articles-foundations-1']],
      overallProgress: 50,
    });
    await dataSource.getRepository(QuizResult).insert({
      userId: 42,
      totalQuestions: 10,
      correctAnswers: 7,
      wrongAnswers: 3,
      difficultyLevel: 'beginner',
      questionTypes: ['fill_blank'],
    });
    const stamps = await dataSource.query(`SELECT max("updatedAt") AS latest FROM learning.questions`);

    const report = await seeder.seedFromDirectory(workDir);

    for (const counts of Object.values(report)) expect([counts.inserted, counts.updated]).toEqual([0, 0]);
    expect(await idsByKey(dataSource)).toEqual(before);
    expect(await dataSource.query(`SELECT max("updatedAt") AS latest FROM learning.questions`)).toEqual(
      stamps,
    );
    const progress = await dataSource.getRepository(UserLearningPathProgress).findOneByOrFail({ userId: 42 });
    expect(progress).toMatchObject({ pathId: path, overallProgress: 50 });
    expect(progress.stagesCompleted).toEqual([before.stages['fixture-articles-foundations-1']]);
    expect(await dataSource.getRepository(QuizResult).countBy({ userId: 42 })).toBe(1);
  });

  it('updates an edited item in place and adds a new one', async () => {
    const before = await idsByKey(dataSource);
    const file = join(workDir, 'questions', 'articles.json');
    const data = JSON.parse(await readFile(file, 'utf8')) as QuestionFile;
    data.questions[0].explanation = 'Edited: an before a vowel sound.';
    data.questions.push({
      ...data.questions[0],
      key: 'fixture-articles-fill_blank-beginner-02',
      sentence: 'It is _____ egg.',
    });
    await writeFile(file, JSON.stringify(data));

    const report = await seeder.seedFromDirectory(workDir);

    expect(report.questions).toEqual({ total: 6, inserted: 1, updated: 1 });
    expect(report.stages).toEqual({ total: 3, inserted: 0, updated: 2 });
    const edited = await dataSource
      .getRepository(Question)
      .findOneByOrFail({ key: 'fixture-articles-fill_blank-beginner-01' });
    expect(edited.id).toBe(before.questions['fixture-articles-fill_blank-beginner-01']);
    expect(edited.explanation).toBe('Edited: an before a vowel sound.');
    const added = await dataSource
      .getRepository(Question)
      .findOneByOrFail({ key: 'fixture-articles-fill_blank-beginner-02' });
    const firstStage = await dataSource
      .getRepository(LearningPathStage)
      .findOneByOrFail({ key: 'fixture-articles-foundations-1' });
    expect(firstStage.questionSetIds).toEqual([edited.id, added.id]);
  });

  it('seeds the real content idempotently', async () => {
    const content = await loadContent(DEFAULT_CONTENT_DIR);
    const first = await seeder.seedFromDirectory(DEFAULT_CONTENT_DIR);
    expect(first.questions.total).toBe(content.questions.length);
    expect(first.questions.inserted).toBe(content.questions.length);
    const ids = await idsByKey(dataSource);

    const second = await seeder.seedFromDirectory(DEFAULT_CONTENT_DIR);

    for (const counts of Object.values(second)) expect([counts.inserted, counts.updated]).toEqual([0, 0]);
    expect(await idsByKey(dataSource)).toEqual(ids);
    expect(await dataSource.getRepository(Question).count()).toBe(content.questions.length + 6);
  });
});
