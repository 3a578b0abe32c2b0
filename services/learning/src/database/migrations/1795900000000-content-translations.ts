import { type MigrationInterface, type QueryRunner } from 'typeorm';

const TABLES = ['questions', 'learning_paths', 'learning_path_stages', 'learning_resources'];

/**
 * The teaching texts' translations (content/translations/), filled by the seed. Additive and idempotent: a
 * nullable column the old release ignores.
 */
export class ContentTranslations1795900000000 implements MigrationInterface {
  name = 'ContentTranslations1795900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES)
      await queryRunner.query(
        `ALTER TABLE "learning"."${table}" ADD COLUMN IF NOT EXISTS "translations" jsonb`,
      );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES)
      await queryRunner.query(`ALTER TABLE "learning"."${table}" DROP COLUMN IF EXISTS "translations"`);
  }
}
