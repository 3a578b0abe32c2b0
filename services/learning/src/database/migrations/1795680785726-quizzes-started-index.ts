import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Unfinished quizzes expire: the expiry walks the quizzes older than its cutoff in ("startedAt", "id") order
 * from where it last stopped, so it reads an index range rather than the table. Built CONCURRENTLY (outside a
 * transaction) so that serving quizzes is not blocked while it builds; an invalid index left by a failed
 * build is dropped first.
 */
export class QuizzesStartedIndex1795680785726 implements MigrationInterface {
  name = 'QuizzesStartedIndex1795680785726';
  transaction = false;

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS "learning"."IDX_quizzes_started_id"`);
    await queryRunner.query(
      `CREATE INDEX CONCURRENTLY "IDX_quizzes_started_id" ON "learning"."quizzes" ("startedAt", "id")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS "learning"."IDX_quizzes_started_id"`);
  }
}
