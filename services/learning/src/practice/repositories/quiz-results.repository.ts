import { type PreparedStatement, PreparedStatements } from '@grammarpath/server-kit';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { sql } from '../../database/sql';
import { QuizResult } from '../quizzes/quiz-result.entity';

/**
 * The learner's total (from the aggregates, not a count of the history) and one page of their results, newest
 * first, read on ("userId", "date", "id"): the page as one JSON array text, the rows' stored views joined.
 */
const RESULTS_PAGE: PreparedStatement = {
  name: 'learning-quiz-results-page-stored-views',
  text: `SELECT coalesce((SELECT "quizzes" FROM ${sql.table('learner_totals')} WHERE "userId" = $1), 0) AS "total",
      (SELECT '[' || coalesce(string_agg(p."view", ',' ORDER BY p."date" DESC, p."id" DESC), '') || ']'
       FROM (SELECT "view", "date", "id" FROM ${sql.table('quiz_results')} WHERE "userId" = $1
             ORDER BY "date" DESC, "id" DESC LIMIT $2 OFFSET $3) p) AS "itemsJson"`,
};

/** What storing a result writes (the id, date and view are the database's). */
export type NewQuizResult = Omit<QuizResult, 'id' | 'userId' | 'date' | 'view'>;

/** Every statement on `quiz_results`, scoped by learner. */
@Injectable()
export class QuizResultsRepository {
  constructor(
    @InjectRepository(QuizResult) private readonly results: Repository<QuizResult>,
    private readonly statements: PreparedStatements,
  ) {}

  /** The stored result of one of the learner's quizzes. */
  ofQuiz(userId: number, quizId: string): Promise<QuizResult | null> {
    return this.results.findOneBy({ userId, quizId });
  }

  /** Stores a result unless the quiz has one already (the first one stays). */
  async insertOnce(userId: number, result: NewQuizResult): Promise<void> {
    await this.results
      .createQueryBuilder()
      .insert()
      .values({ ...result, userId })
      .orIgnore()
      .execute();
  }

  /** One page of the learner's results as a JSON array of their views, and how many there are (RESULTS_PAGE). */
  async page(userId: number, page: number, pageSize: number): Promise<{ itemsJson: string; total: number }> {
    const [row] = await this.statements.rows<{ itemsJson: string; total: number }>(RESULTS_PAGE, [
      userId,
      pageSize,
      (page - 1) * pageSize,
    ]);
    return row;
  }
}
