import { Injectable } from '@nestjs/common';
import { type PreparedStatement, PreparedStatements } from '../../database/prepared-statements';
import { type Question } from '../questions/question.entity';
import { type Quiz } from '../quizzes/quiz.entity';
import { type AnswerVerdict } from './answer-diagnosis';

/** Longest time one answer may count for in the average response time, in seconds. */
export const RESPONSE_SECONDS_CAP = 600;

export interface RecordedAttempt {
  attempts: number;
  final: boolean;
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
  SELECT max("answeredAt") AS "last" FROM learning.quiz_answers WHERE "quizId" = $1
),
answer AS (
  INSERT INTO learning.quiz_answers
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
  INSERT INTO learning.user_progress
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
  INSERT INTO learning.error_patterns ("userId", "questionType", "grammarRule", "errorCount", "lastOccurrence")
  SELECT $2, $4, $12, 1, now() FROM answer WHERE answer."attempts" = 1 AND $13::boolean
  ON CONFLICT ("userId", "questionType", "grammarRule") DO UPDATE SET
    "errorCount" = error_patterns."errorCount" + 1, "lastOccurrence" = now()
)
SELECT "attempts", "final" FROM answer`,
};

@Injectable()
export class AnswerRecorderService {
  constructor(private readonly statements: PreparedStatements) {}

  /** The recorded try, or null when the question was already settled in this quiz. */
  async record(
    quiz: Quiz,
    question: Question,
    answer: string,
    verdict: AnswerVerdict,
    hintUsed: boolean,
  ): Promise<RecordedAttempt | null> {
    // A misspelling is not a grammar mistake.
    const countsAsError = !verdict.isCorrect && verdict.diagnosis.kind !== 'typo';
    const rows = await this.statements.rows<RecordedAttempt>(RECORD_ANSWER, [
      quiz.id,
      quiz.userId,
      question.id,
      question.type,
      answer,
      verdict.isCorrect,
      quiz.maxAttempts,
      hintUsed,
      question.difficultyLevel,
      question.category,
      quiz.startedAt,
      question.grammarTopics[0] ?? 'general',
      countsAsError,
    ]);
    return rows[0] ?? null;
  }
}
