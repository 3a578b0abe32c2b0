import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * users.streak and users.points were never written: learning computes both from the learner's activity
 * (DESIGN.md §3 and §5), so identity stops keeping columns that could only ever show stale zeros.
 */
export class DropDerivedUserFigures1764547200001 implements MigrationInterface {
  name = 'DropDerivedUserFigures1764547200001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE identity.users DROP COLUMN streak, DROP COLUMN points`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE identity.users ADD COLUMN streak integer NOT NULL DEFAULT 0,
                                  ADD COLUMN points integer NOT NULL DEFAULT 0`,
    );
  }
}
