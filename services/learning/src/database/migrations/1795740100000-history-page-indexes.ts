import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * A learner's pages read a bounded number of rows whatever the history (DESIGN.md §3):
 * - the quiz results, newest first ("date" DESC, "id" DESC): read backwards on ("userId", "date", "id");
 * - the mistakes review's latest missed answers: a partial index of the settled wrong answers only.
 * Built CONCURRENTLY (outside a transaction) so that the serving release is not blocked; an invalid index left
 * by a failed build is dropped first. IDX_quiz_results_user_date stays for the previous release.
 */
export class HistoryPageIndexes1795740100000 implements MigrationInterface {
  name = 'HistoryPageIndexes1795740100000';
  transaction = false;

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS "learning"."IDX_quiz_results_user_date_id"`);
    await queryRunner.query(
      `CREATE INDEX CONCURRENTLY "IDX_quiz_results_user_date_id" ON "learning"."quiz_results" ("userId", "date", "id")`,
    );
    await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS "learning"."IDX_quiz_answers_user_missed"`);
    await queryRunner.query(
      `CREATE INDEX CONCURRENTLY "IDX_quiz_answers_user_missed" ON "learning"."quiz_answers" ("userId", "answeredAt") WHERE "final" AND NOT "isCorrect"`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS "learning"."IDX_quiz_answers_user_missed"`);
    await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS "learning"."IDX_quiz_results_user_date_id"`);
  }
}
