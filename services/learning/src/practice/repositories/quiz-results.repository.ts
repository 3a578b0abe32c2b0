import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { sql } from '../../database/sql';
import { QuizResult } from '../quizzes/quiz-result.entity';

/** What storing a result writes (the id and date are the database's). */
export type NewQuizResult = Omit<QuizResult, 'id' | 'userId' | 'date'>;

/** Every statement on `quiz_results`, scoped by learner. */
@Injectable()
export class QuizResultsRepository {
  constructor(@InjectRepository(QuizResult) private readonly results: Repository<QuizResult>) {}

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

  /** One page of the learner's results, newest first, read on ("userId", "date", "id"). */
  page(userId: number, page: number, pageSize: number): Promise<QuizResult[]> {
    return this.results.find({
      where: { userId },
      order: { date: 'DESC', id: 'DESC' },
      skip: (page - 1) * pageSize,
      take: pageSize,
    });
  }

  /** How many results the learner has stored, from the learner's aggregates (not a count of the history). */
  async storedCount(userId: number): Promise<number> {
    const totals = await this.results.query<{ quizzes: number }[]>(
      `SELECT "quizzes" FROM ${sql.table('learner_totals')} WHERE "userId" = $1`,
      [userId],
    );
    return totals[0]?.quizzes ?? 0;
  }
}
