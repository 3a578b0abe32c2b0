import { type PreparedStatement, PreparedStatements } from '@grammarpath/server-kit';
import { type GrammarTopic, type QuestionType } from '@grammarpath/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { type LearnerStatistics } from './learner-statistics';
import { sql } from '../database/sql';

/** One learner's aggregates in one row: the totals, and each list as a JSON array of tuples (parsed natively). */
interface StatisticsRow {
  quizzes: number;
  countedQuizzes: number;
  answeredQuestions: number;
  firstTryCorrect: number;
  mistakesReviews: number;
  categories: number;
  cefrLevels: number;
  pathsStarted: number;
  pathsCompleted: number;
  stagesCompleted: number;
  dailyChallenges: number;
  scores: [totalQuestions: number, firstTryCorrect: number, quizzes: number][];
  fast: [secondsPerQuestion: number, quizzes: number][];
  days: [
    day: string,
    quizzes: number,
    questions: number,
    correct: number,
    quizSeconds: number,
    stages: number,
  ][];
  topics: [topic: string, answered: number, firstTryCorrect: number, correct: number, hintsUsed: number][];
  types: [questionType: string, answered: number, firstTryCorrect: number][];
}

const list = (tuple: string, from: string, order: string): string =>
  `(SELECT coalesce(json_agg(json_build_array(${tuple}) ORDER BY ${order}), '[]') FROM ${from})`;

const STATISTICS: PreparedStatement = {
  name: 'learning-learner-statistics',
  text: `SELECT coalesce(t."quizzes", 0) AS "quizzes", coalesce(t."countedQuizzes", 0) AS "countedQuizzes",
      coalesce(t."answeredQuestions", 0) AS "answeredQuestions", coalesce(t."firstTryCorrect", 0) AS "firstTryCorrect",
      coalesce(t."mistakesReviews", 0) AS "mistakesReviews",
      (SELECT count(*) FILTER (WHERE e."kind" = 'category')::int FROM ${sql.table('learner_explored')} e
         WHERE e."userId" = $1 AND e."answered" > 0) AS "categories",
      (SELECT count(*) FILTER (WHERE e."kind" = 'cefr')::int FROM ${sql.table('learner_explored')} e
         WHERE e."userId" = $1 AND e."answered" > 0) AS "cefrLevels",
      p."started" AS "pathsStarted", p."completed" AS "pathsCompleted", p."stages" AS "stagesCompleted",
      (SELECT count(*)::int FROM ${sql.table('user_daily_challenges')} d
         WHERE d."userId" = $1 AND d."completed") AS "dailyChallenges",
      ${list(
        's."totalQuestions", s."firstTryCorrect", s."quizzes"',
        `${sql.table('learner_quiz_scores')} s WHERE s."userId" = $1 AND s."quizzes" > 0`,
        's."totalQuestions", s."firstTryCorrect"',
      )} AS "scores",
      ${list(
        'f."secondsPerQuestion", f."quizzes"',
        `${sql.table('learner_fast_quizzes')} f WHERE f."userId" = $1 AND f."quizzes" > 0`,
        'f."secondsPerQuestion"',
      )} AS "fast",
      ${list(
        `to_char(d."day", 'YYYY-MM-DD'), d."quizzes", d."questions", d."correct", d."quizSeconds"::float8, d."stagesCompleted"`,
        `${sql.table('learner_days')} d WHERE d."userId" = $1 AND (d."quizzes" > 0 OR d."stagesCompleted" > 0)`,
        'd."day"',
      )} AS "days",
      ${list(
        'x."topic", x."answered", x."firstTryCorrect", x."correct", x."hintsUsed"',
        `${sql.table('learner_topics')} x WHERE x."userId" = $1 AND x."answered" > 0`,
        'x."topic"',
      )} AS "topics",
      ${list(
        'y."questionType", y."answered", y."firstTryCorrect"',
        `${sql.table('learner_types')} y WHERE y."userId" = $1 AND y."answered" > 0`,
        'y."questionType"',
      )} AS "types"
    FROM (SELECT count(*)::int AS "started",
                 (count(*) FILTER (WHERE "completed" OR "overallProgress" >= 100))::int AS "completed",
                 coalesce(sum(cardinality("stagesCompleted")), 0)::int AS "stages"
          FROM ${sql.table('user_learning_path_progress')} WHERE "userId" = $1) p
    LEFT JOIN ${sql.table('learner_totals')} t ON t."userId" = $1`,
};

/**
 * Reads a learner's statistics from the per-learner aggregates the database keeps in the same transaction as
 * the facts (migration LearnerAggregates1795740000000): a bounded number of rows whatever the history, apart
 * from one small row per active day. Read-only, always scoped to one user; learner-statistics.full-scan.ts is
 * the reference it is tested against.
 */
@Injectable()
export class LearnerStatisticsReader {
  constructor(
    private readonly dataSource: DataSource,
    private readonly statements: PreparedStatements,
  ) {}

  /** Days (YYYY-MM-DD, UTC) with a finished quiz or a completed stage, ascending: one small row a day. */
  async activeDays(userId: number): Promise<string[]> {
    const rows = await this.dataSource.query<{ day: string }[]>(
      `SELECT to_char("day", 'YYYY-MM-DD') AS "day" FROM ${sql.table('learner_days')}
       WHERE "userId" = $1 AND ("quizzes" > 0 OR "stagesCompleted" > 0) ORDER BY "day"`,
      [userId],
    );
    return rows.map((row) => row.day);
  }

  /** In one statement: prepared on its own, or inside the transaction of `manager`. */
  async read(userId: number, manager?: EntityManager): Promise<LearnerStatistics> {
    const [t] = manager
      ? await manager.query<StatisticsRow[]>(STATISTICS.text, [userId])
      : await this.statements.rows<StatisticsRow>(STATISTICS, [userId]);
    return {
      quizzesStored: t.quizzes,
      countedQuizzes: t.countedQuizzes,
      questionsAnswered: t.answeredQuestions,
      firstTryCorrect: t.firstTryCorrect,
      mistakesReviews: t.mistakesReviews,
      quizScores: t.scores.map(([totalQuestions, firstTryCorrect, quizzes]) => ({
        totalQuestions,
        firstTryCorrect,
        quizzes,
      })),
      fastQuizzes: t.fast.map(([secondsPerQuestion, quizzes]) => ({ secondsPerQuestion, quizzes })),
      quizDays: t.days
        .filter(([, quizzes]) => quizzes > 0)
        .map(([day, quizzes, questions, correct, quizSeconds]) => ({
          day,
          quizzes,
          questions,
          correct,
          quizSeconds,
        })),
      topics: t.topics.map(([topic, answered, firstTryCorrect, correct, hintsUsed]) => ({
        topic: topic as GrammarTopic,
        answered,
        firstTryCorrect,
        correct,
        hintsUsed,
      })),
      types: t.types.map(([questionType, answered, firstTryCorrect]) => ({
        questionType: questionType as QuestionType,
        answered,
        firstTryCorrect,
      })),
      categoriesExplored: t.categories,
      cefrLevelsExplored: t.cefrLevels,
      activeDays: t.days.map(([day]) => day),
      stagesCompleted: t.stagesCompleted,
      pathsStarted: t.pathsStarted,
      pathsCompleted: t.pathsCompleted,
      dailyChallengesCompleted: t.dailyChallenges,
    };
  }
}
