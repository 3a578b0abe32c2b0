import { type PreparedStatement, PreparedStatements } from '@grammarpath/server-kit';
import { type QuestionType } from '@grammarpath/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { sql } from '../../database/sql';
import { QuizAnswer } from '../answers/quiz-answer.entity';
import { type Question } from '../questions/question.entity';
import { type Quiz } from '../quizzes/quiz.entity';

/** Longest time one answer may count for in the average response time, in seconds. */
export const RESPONSE_SECONDS_CAP = 600;

/** A try as recorded: tries so far, and whether the question is settled. */
export interface RecordedAttempt {
  attempts: number;
  final: boolean;
}

/** One try at a question, as the recorder stores it. */
export interface AnswerTry {
  answer: string;
  isCorrect: boolean;
  hintUsed: boolean;
  /** Wrong and not a mere misspelling: counted in error_patterns. */
  countsAsError: boolean;
}

/**
 * Records one try at a question in one statement (atomic, one round trip):
 * - quiz_answers: one row per quiz and question; attempts counted; refused (no row returned) once settled;
 *   first-try correctness kept apart from correct after a retry;
 * - on the first try only, user_progress (per type, difficulty and category: attempts, first-try correct,
 *   mean response time since the previous answer or the quiz start, run of correct answers) and, when wrong
 *   and not a mere misspelling, error_patterns (per type and the question's first grammar topic).
 */
const RECORD_ANSWER: PreparedStatement = {
  name: 'learning-record-answer',
  text: `
WITH previous AS (
  SELECT max("answeredAt") AS "last" FROM ${sql.table('quiz_answers')} WHERE "quizId" = $1
),
answer AS (
  INSERT INTO ${sql.table('quiz_answers')}
    ("quizId", "userId", "questionId", "questionType", "answer", "attempts", "isCorrect", "firstTryCorrect", "final", "hintUsed", "answeredAt")
  VALUES ($1, $2, $3, $4, $5, 1, $6, $6, $6 OR $7::int <= 1, $8, now())
  ON CONFLICT ("quizId", "questionId") DO UPDATE SET
    "answer" = EXCLUDED."answer",
    "attempts" = quiz_answers."attempts" + 1,
    "isCorrect" = EXCLUDED."isCorrect",
    "firstTryCorrect" = CASE WHEN quiz_answers."attempts" = 0 THEN EXCLUDED."isCorrect" ELSE quiz_answers."firstTryCorrect" END,
    "final" = EXCLUDED."isCorrect" OR quiz_answers."attempts" + 1 >= $7::int,
    "hintUsed" = quiz_answers."hintUsed" OR EXCLUDED."hintUsed",
    "answeredAt" = now()
  WHERE NOT quiz_answers."final"
  RETURNING "attempts", "final"
),
progress AS (
  INSERT INTO ${sql.table('user_progress')}
    ("userId", "questionType", "difficultyLevel", "category", "totalAttempted", "totalCorrect", "averageResponseTime", "lastAttempted", "streakCount")
  SELECT $2, $4, $9, $10, 1, $6::boolean::int,
    LEAST(${RESPONSE_SECONDS_CAP}, GREATEST(0, EXTRACT(EPOCH FROM now() - COALESCE((SELECT "last" FROM previous), $11::timestamptz)))),
    now(), $6::boolean::int
  FROM answer WHERE answer."attempts" = 1
  ON CONFLICT ("userId", "questionType", "difficultyLevel", "category") DO UPDATE SET
    "totalAttempted" = user_progress."totalAttempted" + 1,
    "totalCorrect" = user_progress."totalCorrect" + EXCLUDED."totalCorrect",
    "averageResponseTime" = (user_progress."averageResponseTime" * user_progress."totalAttempted" + EXCLUDED."averageResponseTime")
      / (user_progress."totalAttempted" + 1),
    "lastAttempted" = now(),
    "streakCount" = CASE WHEN EXCLUDED."totalCorrect" = 1 THEN user_progress."streakCount" + 1 ELSE 0 END
),
errors AS (
  INSERT INTO ${sql.table('error_patterns')} ("userId", "questionType", "grammarRule", "errorCount", "lastOccurrence")
  SELECT $2, $4, $12, 1, now() FROM answer WHERE answer."attempts" = 1 AND $13::boolean
  ON CONFLICT ("userId", "questionType", "grammarRule") DO UPDATE SET
    "errorCount" = error_patterns."errorCount" + 1, "lastOccurrence" = now()
)
SELECT "attempts", "final" FROM answer`,
};

const MARK_HINT_USED: PreparedStatement = {
  name: 'learning-mark-hint-used',
  text: `INSERT INTO ${sql.table('quiz_answers')} ("quizId", "userId", "questionId", "questionType", "hintUsed")
    VALUES ($1, $2, $3, $4, true)
    ON CONFLICT ("quizId", "questionId") DO UPDATE SET "hintUsed" = true`,
};

/** One row, one JSON array, read on IDX_quiz_answers_user_missed (settled wrong answers), newest first. */
const LATEST_MISSED: PreparedStatement = {
  name: 'learning-latest-missed-question-ids',
  text: `SELECT coalesce(json_agg(m."questionId"), '[]') AS "questionIds"
    FROM (SELECT "questionId" FROM ${sql.table('quiz_answers')}
      WHERE "userId" = $1 AND "final" AND NOT "isCorrect" ORDER BY "answeredAt" DESC LIMIT $2) m`,
};

/**
 * Every statement on `quiz_answers`, scoped by learner. Recording a try also keeps the first-try statistics
 * (user_progress, error_patterns) in the same statement, so that they never disagree with the answers.
 */
@Injectable()
export class QuizAnswersRepository {
  constructor(
    private readonly statements: PreparedStatements,
    @InjectRepository(QuizAnswer) private readonly answers: Repository<QuizAnswer>,
  ) {}

  /** The recorded try, or null when the question was already settled in this quiz. */
  async recordTry(
    userId: number,
    quiz: Quiz,
    question: Question,
    attempt: AnswerTry,
  ): Promise<RecordedAttempt | null> {
    const rows = await this.statements.rows<RecordedAttempt>(RECORD_ANSWER, [
      quiz.id,
      userId,
      question.id,
      question.type,
      attempt.answer,
      attempt.isCorrect,
      quiz.maxAttempts,
      attempt.hintUsed,
      question.difficultyLevel,
      question.category,
      quiz.startedAt,
      question.grammarTopics[0] ?? 'general',
      attempt.countsAsError,
    ]);
    return rows[0] ?? null;
  }

  /** Records that the learner asked for a hint on a question of a quiz (kept with the answer). */
  async markHintUsed(
    userId: number,
    quizId: string,
    questionId: number,
    questionType: QuestionType,
  ): Promise<void> {
    await this.statements.rows(MARK_HINT_USED, [quizId, userId, questionId, questionType]);
  }

  /** The learner's recorded answers of one quiz. */
  ofQuiz(userId: number, quizId: string): Promise<QuizAnswer[]> {
    return this.answers.findBy({ userId, quizId });
  }

  /** Questions the learner has tried since a moment, in any quiz (the (userId, answeredAt) index serves it). */
  async answeredSince(userId: number, since: Date): Promise<number> {
    const [row] = await this.answers.query<{ count: number }[]>(
      `SELECT count(*)::int AS "count" FROM ${sql.table('quiz_answers')}
       WHERE "userId" = $1 AND "answeredAt" >= $2 AND "attempts" > 0`,
      [userId, since],
    );
    return row?.count ?? 0;
  }

  /** How many questions the learner has answered wrongly (settled), each counted once. */
  async missedQuestionCount(userId: number): Promise<number> {
    const [row] = await this.answers.query<{ count: number }[]>(
      `SELECT count(DISTINCT "questionId")::int AS "count" FROM ${sql.table('quiz_answers')}
       WHERE "userId" = $1 AND "final" AND NOT "isCorrect"`,
      [userId],
    );
    return row?.count ?? 0;
  }

  /** The questions of the learner's latest settled wrong answers, newest first (a partial index serves it). */
  async latestMissedQuestionIds(userId: number, limit: number): Promise<number[]> {
    const [row] = await this.statements.rows<{ questionIds: number[] }>(LATEST_MISSED, [userId, limit]);
    return row.questionIds;
  }
}
