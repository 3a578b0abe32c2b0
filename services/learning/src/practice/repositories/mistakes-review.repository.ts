import { Injectable } from '@nestjs/common';
import { type PreparedStatement, PreparedStatements } from '../../database/prepared-statements';
import { sql } from '../../database/sql';
import { type RuleMistakes } from '../mistakes-review/mistakes-review-plan';
import { recentQuestionIdsJson } from './quizzes.repository';

/**
 * Everything a mistakes review starts from, in one round trip: the learner's most frequent mistaken rules
 * (most frequent and most recent first), the questions of their latest settled wrong answers (newest first,
 * on IDX_quiz_answers_user_missed) and the questions of their recent quizzes (the no-repeat window).
 */
const REVIEW_INPUTS: PreparedStatement = {
  name: 'learning-mistakes-review-inputs',
  text: `SELECT
    (SELECT coalesce(json_agg(e), '[]')
      FROM (SELECT "questionType", "grammarRule", "errorCount" FROM ${sql.table('error_patterns')}
        WHERE "userId" = $1 ORDER BY "errorCount" DESC, "lastOccurrence" DESC LIMIT $2) e) AS "rules",
    (SELECT coalesce(json_agg(m."questionId"), '[]')
      FROM (SELECT "questionId" FROM ${sql.table('quiz_answers')}
        WHERE "userId" = $1 AND "final" AND NOT "isCorrect" ORDER BY "answeredAt" DESC LIMIT $3) m) AS "missedIds",
    ${recentQuestionIdsJson('$1', '$4', '$5')} AS "recentIds"`,
};

export interface MistakesReviewInputs {
  rules: RuleMistakes[];
  missedIds: number[];
  /** Per recent quiz, its question ids. */
  recentIds: number[][];
}

export interface MistakesReviewLimits {
  rules: number;
  missed: number;
  recentDays: number;
  recentQuizzes: number;
}

/** The read a mistakes review starts from (error_patterns, quiz_answers and quizzes), scoped by learner. */
@Injectable()
export class MistakesReviewRepository {
  constructor(private readonly statements: PreparedStatements) {}

  async inputs(userId: number, limits: MistakesReviewLimits): Promise<MistakesReviewInputs> {
    const [row] = await this.statements.rows<MistakesReviewInputs>(REVIEW_INPUTS, [
      userId,
      limits.rules,
      limits.missed,
      limits.recentDays,
      limits.recentQuizzes,
    ]);
    return row;
  }
}
