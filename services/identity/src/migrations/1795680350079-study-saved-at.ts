import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** When study minutes were last credited: a save credits at most the wall-clock minutes since then. */
export class StudySavedAt1795680350079 implements MigrationInterface {
  name = 'StudySavedAt1795680350079';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE identity.users ADD COLUMN IF NOT EXISTS study_saved_at timestamptz`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE identity.users DROP COLUMN study_saved_at`);
  }
}
