import { type GrammarTopic, type QuestionType } from '@grammarpath/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  type FastQuizCount,
  type LearnerStatistics,
  type QuizDayFact,
  type QuizScoreCount,
  type TopicFact,
  type TypeFact,
} from './learner-statistics';
import { sql } from '../database/sql';

interface Totals {
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
}

/**
 * Reads a learner's statistics from the per-learner aggregates the database keeps in the same transaction as
 * the facts (migration LearnerAggregates1795740000000): a bounded number of rows whatever the history, apart
 * from one small row per active day. Read-only, always scoped to one user; learner-statistics.full-scan.ts is
 * the reference it is tested against.
 */
@Injectable()
export class LearnerStatisticsReader {
  constructor(private readonly dataSource: DataSource) {}

  /** Days (YYYY-MM-DD, UTC) with a finished quiz or a completed stage, ascending: one small row a day. */
  async activeDays(userId: number): Promise<string[]> {
    const rows = await this.dataSource.query<{ day: string }[]>(
      `SELECT to_char("day", 'YYYY-MM-DD') AS "day" FROM ${sql.table('learner_days')}
       WHERE "userId" = $1 AND ("quizzes" > 0 OR "stagesCompleted" > 0) ORDER BY "day"`,
      [userId],
    );
    return rows.map((row) => row.day);
  }

  async read(userId: number, manager: EntityManager = this.dataSource.manager): Promise<LearnerStatistics> {
    // One after another: inside a transaction they share one connection.
    const [totals, scores, fast, days, topics, types] = [
      await manager.query<Totals[]>(
        `SELECT coalesce(t."quizzes", 0) AS "quizzes", coalesce(t."countedQuizzes", 0) AS "countedQuizzes",
                coalesce(t."answeredQuestions", 0) AS "answeredQuestions",
                coalesce(t."firstTryCorrect", 0) AS "firstTryCorrect",
                coalesce(t."mistakesReviews", 0) AS "mistakesReviews",
                (SELECT count(*) FILTER (WHERE e."kind" = 'category')::int FROM ${sql.table('learner_explored')} e
                   WHERE e."userId" = $1 AND e."answered" > 0) AS "categories",
                (SELECT count(*) FILTER (WHERE e."kind" = 'cefr')::int FROM ${sql.table('learner_explored')} e
                   WHERE e."userId" = $1 AND e."answered" > 0) AS "cefrLevels",
                p."started" AS "pathsStarted", p."completed" AS "pathsCompleted", p."stages" AS "stagesCompleted",
                (SELECT count(*)::int FROM ${sql.table('user_daily_challenges')} d
                   WHERE d."userId" = $1 AND d."completed") AS "dailyChallenges"
         FROM (SELECT count(*)::int AS "started",
                      (count(*) FILTER (WHERE "completed" OR "overallProgress" >= 100))::int AS "completed",
                      coalesce(sum(cardinality("stagesCompleted")), 0)::int AS "stages"
               FROM ${sql.table('user_learning_path_progress')} WHERE "userId" = $1) p
         LEFT JOIN ${sql.table('learner_totals')} t ON t."userId" = $1`,
        [userId],
      ),
      await manager.query<QuizScoreCount[]>(
        `SELECT "totalQuestions", "firstTryCorrect", "quizzes" FROM ${sql.table('learner_quiz_scores')}
         WHERE "userId" = $1 AND "quizzes" > 0 ORDER BY "totalQuestions", "firstTryCorrect"`,
        [userId],
      ),
      await manager.query<FastQuizCount[]>(
        `SELECT "secondsPerQuestion", "quizzes" FROM ${sql.table('learner_fast_quizzes')}
         WHERE "userId" = $1 AND "quizzes" > 0 ORDER BY "secondsPerQuestion"`,
        [userId],
      ),
      await manager.query<(QuizDayFact & { stagesCompleted: number })[]>(
        `SELECT to_char("day", 'YYYY-MM-DD') AS "day", "quizzes", "questions", "correct",
                "quizSeconds"::float8 AS "quizSeconds", "stagesCompleted"
         FROM ${sql.table('learner_days')} WHERE "userId" = $1 AND ("quizzes" > 0 OR "stagesCompleted" > 0)
         ORDER BY "day"`,
        [userId],
      ),
      await manager.query<TopicFact[]>(
        `SELECT "topic", "answered", "firstTryCorrect", "correct", "hintsUsed" FROM ${sql.table('learner_topics')}
         WHERE "userId" = $1 AND "answered" > 0 ORDER BY "topic"`,
        [userId],
      ),
      await manager.query<TypeFact[]>(
        `SELECT "questionType", "answered", "firstTryCorrect" FROM ${sql.table('learner_types')}
         WHERE "userId" = $1 AND "answered" > 0 ORDER BY "questionType"`,
        [userId],
      ),
    ];
    const t = totals[0];
    return {
      quizzesStored: t.quizzes,
      countedQuizzes: t.countedQuizzes,
      questionsAnswered: t.answeredQuestions,
      firstTryCorrect: t.firstTryCorrect,
      mistakesReviews: t.mistakesReviews,
      quizScores: scores,
      fastQuizzes: fast,
      quizDays: days
        .filter((d) => d.quizzes > 0)
        .map(({ day, quizzes, questions, correct, quizSeconds }) => ({
          day,
          quizzes,
          questions,
          correct,
          quizSeconds,
        })),
      topics: topics.map((row) => ({ ...row, topic: row.topic as GrammarTopic })),
      types: types.map((row) => ({ ...row, questionType: row.questionType as QuestionType })),
      categoriesExplored: t.categories,
      cefrLevelsExplored: t.cefrLevels,
      activeDays: days.map((d) => d.day),
      stagesCompleted: t.stagesCompleted,
      pathsStarted: t.pathsStarted,
      pathsCompleted: t.pathsCompleted,
      dailyChallengesCompleted: t.dailyChallenges,
    };
  }
}
