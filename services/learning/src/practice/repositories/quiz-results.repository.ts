import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { type PreparedStatement, PreparedStatements } from '../../database/prepared-statements';
import { sql } from '../../database/sql';
import { QuizResult } from '../quizzes/quiz-result.entity';

/** The columns a result's view shows (toQuizResultView). */
const SUMMARY_COLUMNS = [
  'id',
  'quizId',
  'date',
  'difficultyLevel',
  'cefrLevel',
  'mode',
  'totalQuestions',
  'correctAnswers',
  'wrongAnswers',
  'firstTryCorrect',
  'timeTaken',
  'scoresByType',
] as const satisfies readonly (keyof QuizResult)[];

export type QuizResultSummary = Pick<QuizResult, (typeof SUMMARY_COLUMNS)[number]>;

// The total's row always, then the page's rows beside it (none: one row of nulls).
const RESULTS_PAGE: PreparedStatement = {
  name: 'learning-quiz-results-page',
  text: `SELECT t."total", p.* FROM
      (SELECT coalesce((SELECT "quizzes" FROM ${sql.table('learner_totals')} WHERE "userId" = $1), 0) AS "total") t
    LEFT JOIN LATERAL (
      SELECT ${SUMMARY_COLUMNS.map((c) => `"${c}"`).join(', ')} FROM ${sql.table('quiz_results')}
      WHERE "userId" = $1 ORDER BY "date" DESC, "id" DESC LIMIT $2 OFFSET $3) p ON true`,
};

/** What storing a result writes (the id and date are the database's). */
export type NewQuizResult = Omit<QuizResult, 'id' | 'userId' | 'date'>;

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

  /**
   * One page of the learner's results, newest first, read on ("userId", "date", "id"): only the columns a
   * result's view shows (the stored answers are most of a row's size); and how many results the learner has
   * stored, from the learner's aggregates (not a count of the history). One prepared statement.
   */
  async page(
    userId: number,
    page: number,
    pageSize: number,
  ): Promise<{ rows: QuizResultSummary[]; total: number }> {
    const rows = await this.statements.rows<QuizResultSummary & { total: number }>(RESULTS_PAGE, [
      userId,
      pageSize,
      (page - 1) * pageSize,
    ]);
    return { rows: rows[0]?.id === null ? [] : rows, total: rows[0]?.total ?? 0 };
  }
}
