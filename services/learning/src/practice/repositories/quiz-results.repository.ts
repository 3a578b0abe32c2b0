import { type QuizResultView } from '@grammarpath/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { type PreparedStatement, PreparedStatements } from '../../database/prepared-statements';
import { sql } from '../../database/sql';
import { QuizResult } from '../quizzes/quiz-result.entity';

// Math.round (halves up) of the JavaScript percent(), on the same float8 quotient: x - floor(x) is exact.
const SCORE = `CASE WHEN r."totalQuestions" > 0 THEN (SELECT (floor(x) + CASE WHEN x - floor(x) >= 0.5 THEN 1 ELSE 0 END)::int
    FROM (SELECT r."correctAnswers"::float8 / r."totalQuestions"::float8 * 100 AS x) s) ELSE 0 END`;

/**
 * A page of results as their views (toQuizResultView, built by Postgres: a row's view costs no parsing and
 * mapping in JavaScript), read on ("userId", "date", "id"), without the stored answers (most of a row's
 * size); and the total from the learner's aggregates (every stored result), not a count of the history.
 */
const RESULTS_PAGE: PreparedStatement = {
  name: 'learning-quiz-results-page-views',
  text: `SELECT coalesce((SELECT "quizzes" FROM ${sql.table('learner_totals')} WHERE "userId" = $1), 0) AS "total",
      (SELECT coalesce(json_agg(json_build_object(
          'id', r."id", 'quizId', coalesce(r."quizId"::text, ''),
          'date', to_char(r."date" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'difficultyLevel', r."difficultyLevel", 'cefrLevel', r."cefrLevel", 'mode', r."mode",
          'totalQuestions', r."totalQuestions", 'correctAnswers', r."correctAnswers", 'wrongAnswers', r."wrongAnswers",
          'score', ${SCORE}, 'firstTryCorrect', r."firstTryCorrect", 'timeTaken', coalesce(r."timeTaken", 0),
          'scoresByType', r."scoresByType") ORDER BY r."date" DESC, r."id" DESC), '[]')
       FROM (SELECT * FROM ${sql.table('quiz_results')} WHERE "userId" = $1
             ORDER BY "date" DESC, "id" DESC LIMIT $2 OFFSET $3) r) AS "items"`,
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

  /** One page of the learner's results, newest first, as their views, and how many there are (RESULTS_PAGE). */
  async page(
    userId: number,
    page: number,
    pageSize: number,
  ): Promise<{ items: QuizResultView[]; total: number }> {
    const [row] = await this.statements.rows<{ items: QuizResultView[]; total: number }>(RESULTS_PAGE, [
      userId,
      pageSize,
      (page - 1) * pageSize,
    ]);
    return row;
  }
}
