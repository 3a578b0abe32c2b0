import {
  type AchievementMetric,
  type AchievementMetricParams,
  type GrammarTopic,
  type QuestionType,
} from '@grammarpath/contracts';
import { type DataSource, type EntityManager } from 'typeorm';
import { consistentWeeks, isMastered, longestStreak } from './activity-rules';
import { type LearnerHistory, type QuizFact, type TopicFact, type TypeFact } from './learner-statistics';
import { sql } from '../database/sql';

/**
 * The reference of the per-learner aggregates, used only by tests: reads a learner's whole recorded activity —
 * finished quizzes, recorded answers, path progress, path activity and daily challenges — scanning the facts
 * (as the service did before the aggregates), read-only, scoped to one user.
 */
export class LearnerHistoryFullScan {
  constructor(private readonly dataSource: DataSource) {}

  async read(userId: number, manager: EntityManager = this.dataSource.manager): Promise<LearnerHistory> {
    // One after another: inside a transaction they share one connection.
    const [quizzes, topics, types, explored, days, paths, daily] = [
      await manager.query<QuizFact[]>(
        `SELECT "date", "totalQuestions", "correctAnswers", "firstTryCorrect", "answeredQuestions", "timeTaken", "mode"
         FROM ${sql.table('quiz_results')} WHERE "userId" = $1 ORDER BY "date"`,
        [userId],
      ),
      await manager.query<TopicFact[]>(
        `SELECT t.topic AS "topic", count(*)::int AS "answered",
                (count(*) FILTER (WHERE a."firstTryCorrect"))::int AS "firstTryCorrect",
                (count(*) FILTER (WHERE a."isCorrect"))::int AS "correct",
                (count(*) FILTER (WHERE a."hintUsed"))::int AS "hintsUsed"
         FROM ${sql.table('quiz_answers')} a
         JOIN ${sql.table('questions')} q ON q."id" = a."questionId"
         CROSS JOIN LATERAL unnest(q."grammarTopics") AS t(topic)
         WHERE a."userId" = $1 AND a."attempts" > 0
         GROUP BY t.topic ORDER BY t.topic`,
        [userId],
      ),
      await manager.query<TypeFact[]>(
        `SELECT a."questionType" AS "questionType", count(*)::int AS "answered",
                (count(*) FILTER (WHERE a."firstTryCorrect"))::int AS "firstTryCorrect"
         FROM ${sql.table('quiz_answers')} a WHERE a."userId" = $1 AND a."attempts" > 0
         GROUP BY a."questionType" ORDER BY a."questionType"`,
        [userId],
      ),
      await manager.query<{ categories: number; cefrLevels: number }[]>(
        `SELECT count(DISTINCT q."category")::int AS "categories", count(DISTINCT q."cefrLevel")::int AS "cefrLevels"
         FROM ${sql.table('quiz_answers')} a JOIN ${sql.table('questions')} q ON q."id" = a."questionId"
         WHERE a."userId" = $1 AND a."attempts" > 0`,
        [userId],
      ),
      await manager.query<{ day: string }[]>(
        `SELECT DISTINCT to_char(x.at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS "day" FROM (
           SELECT "date" AS at FROM ${sql.table('quiz_results')} WHERE "userId" = $1
           UNION ALL
           SELECT "createdAt" FROM ${sql.table('activity_events')} WHERE "userId" = $1 AND "type" = 'stage_completed'
         ) x ORDER BY 1`,
        [userId],
      ),
      await manager.query<{ started: number; completed: number; stages: number }[]>(
        `SELECT count(*)::int AS "started",
                (count(*) FILTER (WHERE "completed" OR "overallProgress" >= 100))::int AS "completed",
                coalesce(sum(cardinality("stagesCompleted")), 0)::int AS "stages"
         FROM ${sql.table('user_learning_path_progress')} WHERE "userId" = $1`,
        [userId],
      ),
      await manager.query<{ count: number }[]>(
        `SELECT count(*)::int AS "count" FROM ${sql.table('user_daily_challenges')} WHERE "userId" = $1 AND "completed"`,
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

/** A counted quiz: one with an answered question. */
const counted = (history: LearnerHistory) => history.quizzes.filter((q) => q.answeredQuestions > 0);

const scoredAtLeast = (q: QuizFact, minPercent: number): boolean =>
  q.totalQuestions > 0 && q.firstTryCorrect * 100 >= minPercent * q.totalQuestions;

/** The value of one metric computed from the whole history: the rules as they were before the aggregates. */
export function referenceMetricValue(
  metric: AchievementMetric,
  params: AchievementMetricParams | null,
  history: LearnerHistory,
  points: number,
): number {
  const quizzes = counted(history);
  switch (metric) {
    case 'quizzes_finished':
      return quizzes.length;
    case 'questions_answered':
      return quizzes.reduce((sum, q) => sum + q.answeredQuestions, 0);
    case 'correct_answers':
      return quizzes.reduce((sum, q) => sum + q.firstTryCorrect, 0);
    case 'perfect_quizzes':
      return quizzes.filter((q) => scoredAtLeast(q, 100)).length;
    case 'high_score_quizzes': {
      const min = params?.minPercent ?? 100;
      return quizzes.filter((q) => scoredAtLeast(q, min)).length;
    }
    case 'accuracy_percent': {
      const answered = quizzes.reduce((sum, q) => sum + q.answeredQuestions, 0);
      if (answered < (params?.minQuestions ?? 0) || answered === 0) return 0;
      const firstTry = quizzes.reduce((sum, q) => sum + q.firstTryCorrect, 0);
      return Math.floor((firstTry / answered) * 100);
    }
    case 'streak_days':
      return longestStreak(history.activeDays);
    case 'active_days':
      return history.activeDays.length;
    case 'weekly_consistency':
      return consistentWeeks(history.activeDays, params?.minDays ?? 1);
    case 'stages_completed':
      return history.stagesCompleted;
    case 'paths_completed':
      return history.pathsCompleted;
    case 'paths_started':
      return history.pathsStarted;
    case 'topics_mastered':
      return history.topics.filter(isMastered).length;
    case 'topic_correct':
      return history.topics.find((t) => t.topic === params?.topic)?.correct ?? 0;
    case 'question_types_explored':
      return history.types.filter((t) => t.answered > 0).length;
    case 'categories_explored':
      return history.categoriesExplored;
    case 'cefr_levels_explored':
      return history.cefrLevelsExplored;
    case 'fast_quizzes': {
      const max = params?.maxSecondsPerQuestion ?? 0;
      return quizzes.filter(
        (q) =>
          q.totalQuestions >= 10 &&
          q.answeredQuestions === q.totalQuestions &&
          scoredAtLeast(q, 80) &&
          q.timeTaken !== null &&
          q.timeTaken < max * q.totalQuestions,
      ).length;
    }
    case 'points':
      return points;
    case 'daily_challenges_completed':
      return history.dailyChallengesCompleted;
    case 'mistakes_reviewed':
      return quizzes.filter((q) => q.mode === 'mistakes').length;
  }
}
