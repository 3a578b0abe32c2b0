import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Achievements and badges get their content key, metric and translations, so the seed can upsert them. */
export class AchievementCatalogueKeys1795323257304 implements MigrationInterface {
  name = 'AchievementCatalogueKeys1795323257304';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "learning"."achievements" ADD "key" character varying(120) NOT NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE "learning"."achievements" ADD CONSTRAINT "UQ_4fe946ae1fdbc64abf0c48ecb8a" UNIQUE ("key")`,
    );
    await queryRunner.query(
      `ALTER TABLE "learning"."achievements" ADD "metric" character varying(48) NOT NULL`,
    );
    await queryRunner.query(`ALTER TABLE "learning"."achievements" ADD "metricParams" jsonb`);
    await queryRunner.query(
      `ALTER TABLE "learning"."achievements" ADD "translations" jsonb NOT NULL DEFAULT '{}'`,
    );
    await queryRunner.query(`ALTER TABLE "learning"."badges" ADD "key" character varying(120) NOT NULL`);
    await queryRunner.query(
      `ALTER TABLE "learning"."badges" ADD CONSTRAINT "UQ_48f63aae4227e0bc83aaee64286" UNIQUE ("key")`,
    );
    await queryRunner.query(`ALTER TABLE "learning"."badges" ADD "translations" jsonb NOT NULL DEFAULT '{}'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "learning"."badges" DROP COLUMN "translations"`);
    await queryRunner.query(
      `ALTER TABLE "learning"."badges" DROP CONSTRAINT "UQ_48f63aae4227e0bc83aaee64286"`,
    );
    await queryRunner.query(`ALTER TABLE "learning"."badges" DROP COLUMN "key"`);
    await queryRunner.query(`ALTER TABLE "learning"."achievements" DROP COLUMN "translations"`);
    await queryRunner.query(`ALTER TABLE "learning"."achievements" DROP COLUMN "metricParams"`);
    await queryRunner.query(`ALTER TABLE "learning"."achievements" DROP COLUMN "metric"`);
    await queryRunner.query(
      `ALTER TABLE "learning"."achievements" DROP CONSTRAINT "UQ_4fe946ae1fdbc64abf0c48ecb8a"`,
    );
    await queryRunner.query(`ALTER TABLE "learning"."achievements" DROP COLUMN "key"`);
  }
}
