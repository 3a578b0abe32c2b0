import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Each learner's answer to the placement offer and latest placement (issue 17: a first run that places the learner). Additive: a new table only. */
export class LearnerPlacements1795900000000 implements MigrationInterface {
  name = 'LearnerPlacements1795900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE IF NOT EXISTS "learning"."learner_placements" ("id" SERIAL NOT NULL, "userId" integer NOT NULL, "status" character varying(16) NOT NULL, "openQuizId" uuid, "resultQuizId" uuid, "level" character varying(2), "pathId" integer, "byLevel" jsonb, "completedAt" TIMESTAMP WITH TIME ZONE, "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_learner_placements_user" UNIQUE ("userId"), CONSTRAINT "CHK_learner_placements_status" CHECK ("status" IN ('started', 'skipped', 'done')), CONSTRAINT "CHK_learner_placements_level" CHECK ("level" IN ('a1', 'a2', 'b1', 'b2', 'c1')), CONSTRAINT "PK_learner_placements" PRIMARY KEY ("id"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS "learning"."learner_placements"`);
  }
}
