import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** The daily goal each learner chooses (issue: a daily goal and a real streak). Additive: a new table only. */
export class LearnerGoals1795800000000 implements MigrationInterface {
  name = 'LearnerGoals1795800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE IF NOT EXISTS "learning"."learner_goals" ("id" SERIAL NOT NULL, "userId" integer NOT NULL, "questionsPerDay" smallint NOT NULL, "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_learner_goals_user" UNIQUE ("userId"), CONSTRAINT "CHK_learner_goals_questions" CHECK ("questionsPerDay" IN (10, 20, 30)), CONSTRAINT "PK_learner_goals" PRIMARY KEY ("id"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS "learning"."learner_goals"`);
  }
}
