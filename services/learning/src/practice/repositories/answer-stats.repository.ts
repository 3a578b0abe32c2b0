import { type PreparedStatement, PreparedStatements } from '@grammarpath/server-kit';
import { Injectable } from '@nestjs/common';
import { sql } from '../../database/sql';
import { type RuleMistakes } from '../mistakes-review/mistakes-review-plan';

const TOP_ERROR_RULES: PreparedStatement = {
  name: 'learning-top-error-rules',
  text: `SELECT "questionType", "grammarRule", "errorCount" FROM ${sql.table('error_patterns')}
    WHERE "userId" = $1 ORDER BY "errorCount" DESC, "lastOccurrence" DESC LIMIT $2`,
};

/**
 * The reads of the per-learner answer statistics (`error_patterns`; `user_progress` is written only, by
 * QuizAnswersRepository.recordTry in the statement that records the answer).
 */
@Injectable()
export class AnswerStatsRepository {
  constructor(private readonly statements: PreparedStatements) {}

  /** The learner's most frequent mistaken rules, most frequent and most recent first. */
  topErrorRules(userId: number, limit: number): Promise<RuleMistakes[]> {
    return this.statements.rows<RuleMistakes>(TOP_ERROR_RULES, [userId, limit]);
  }
}
