import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** The bank's version (count and latest updatedAt), checked every minute by each instance, reads an index. */
export class QuestionsUpdatedAtIndex1795346300148 implements MigrationInterface {
  name = 'QuestionsUpdatedAtIndex1795346300148';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_questions_updated_at" ON "learning"."questions" ("updatedAt")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "learning"."IDX_questions_updated_at"`);
  }
}
