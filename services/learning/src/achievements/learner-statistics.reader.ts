import { type GrammarTopic, type QuestionType } from '@grammarpath/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { LEARNING_SCHEMA } from '../database/learning-schema';
import { type LearnerStatistics, type QuizFact, type TopicFact, type TypeFact } from './learner-statistics';

const S = LEARNING_SCHEMA;

/**
 * Reads a learner's recorded activity — finished quizzes, recorded answers, path progress, path activity and
 * daily challenges, all written by the quiz and paths features — read-only, always scoped to one user.
 */
@Injectable()
export class LearnerStatisticsReader {
  constructor(private readonly dataSource: DataSource) {}

  async read(userId: number, manager: EntityManager = this.dataSource.manager): Promise<LearnerStatistics> {
    // One after another: inside a transaction they share one connection.
    const [quizzes, topics, types, explored, days, paths, daily] = [
      await manager.query<QuizFact[]>(
        `SELECT "date", "totalQuestions", "correctAnswers", "firstTryCorrect", "answeredQuestions", "timeTaken", "mode"
         FROM "${S}"."quiz_results" WHERE "userId" = $1 ORDER BY "date"`,
        [userId],
      ),
      await manager.query<TopicFact[]>(
        `SELECT t.topic AS "topic", count(*)::int AS "answered",
                (count(*) FILTER (WHERE a."firstTryCorrect"))::int AS "firstTryCorrect",
                (count(*) FILTER (WHERE a."isCorrect"))::int AS "correct",
                (count(*) FILTER (WHERE a."hintUsed"))::int AS "hintsUsed"
         FROM "${S}"."quiz_answers" a
         JOIN "${S}"."questions" q ON q."id" = a."questionId"
         CROSS JOIN LATERAL unnest(q."grammarTopics") AS t(topic)
         WHERE a."userId" = $1 AND a."attempts" > 0
         GROUP BY t.topic ORDER BY t.topic`,
        [userId],
      ),
      await manager.query<TypeFact[]>(
        `SELECT a."questionType" AS "questionType", count(*)::int AS "answered",
                (count(*) FILTER (WHERE a."firstTryCorrect"))::int AS "firstTryCorrect"
         FROM "${S}"."quiz_answers" a WHERE a."userId" = $1 AND a."attempts" > 0
         GROUP BY a."questionType" ORDER BY a."questionType"`,
        [userId],
      ),
      await manager.query<{ categories: number; cefrLevels: number }[]>(
        `SELECT count(DISTINCT q."category")::int AS "categories", count(DISTINCT q."cefrLevel")::int AS "cefrLevels"
         FROM "${S}"."quiz_answers" a JOIN "${S}"."questions" q ON q."id" = a."questionId"
         WHERE a."userId" = $1 AND a."attempts" > 0`,
        [userId],
      ),
      await manager.query<{ day: string }[]>(
        `SELECT DISTINCT to_char(x.at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS "day" FROM (
           SELECT "date" AS at FROM "${S}"."quiz_results" WHERE "userId" = $1
           UNION ALL
           SELECT "createdAt" FROM "${S}"."activity_events" WHERE "userId" = $1 AND "type" = 'stage_completed'
         ) x ORDER BY 1`,
        [userId],
      ),
      await manager.query<{ started: number; completed: number; stages: number }[]>(
        `SELECT count(*)::int AS "started",
                (count(*) FILTER (WHERE "completed" OR "overallProgress" >= 100))::int AS "completed",
                coalesce(sum(cardinality("stagesCompleted")), 0)::int AS "stages"
         FROM "${S}"."user_learning_path_progress" WHERE "userId" = $1`,
        [userId],
      ),
      await manager.query<{ count: number }[]>(
        `SELECT count(*)::int AS "count" FROM "${S}"."user_daily_challenges" WHERE "userId" = $1 AND "completed"`,
        [userId],
      ),
    ];
    return {
      quizzes: quizzes.map((q) => ({ ...q, date: new Date(q.date) })),
      topics: topics.map((t) => ({ ...t, topic: t.topic as GrammarTopic })),
      types: types.map((t) => ({ ...t, questionType: t.questionType as QuestionType })),
      categoriesExplored: explored[0]?.categories ?? 0,
      cefrLevelsExplored: explored[0]?.cefrLevels ?? 0,
      activeDays: days.map((d) => d.day),
      stagesCompleted: paths[0]?.stages ?? 0,
      pathsStarted: paths[0]?.started ?? 0,
      pathsCompleted: paths[0]?.completed ?? 0,
      dailyChallengesCompleted: daily[0]?.count ?? 0,
    };
  }
}
