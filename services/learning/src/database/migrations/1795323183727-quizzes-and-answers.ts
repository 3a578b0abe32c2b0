import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Served quizzes, their recorded answers, and what a quiz result needs to show (mode, first-try score, per-type scores). */
export class QuizzesAndAnswers1795323183727 implements MigrationInterface {
  name = 'QuizzesAndAnswers1795323183727';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "learning"."quiz_answers" ("id" SERIAL NOT NULL, "quizId" uuid NOT NULL, "userId" integer NOT NULL, "questionId" integer NOT NULL, "questionType" character varying(32) NOT NULL, "answer" text NOT NULL DEFAULT '', "attempts" integer NOT NULL DEFAULT '0', "isCorrect" boolean NOT NULL DEFAULT false, "firstTryCorrect" boolean NOT NULL DEFAULT false, "final" boolean NOT NULL DEFAULT false, "hintUsed" boolean NOT NULL DEFAULT false, "answeredAt" TIMESTAMP WITH TIME ZONE, CONSTRAINT "UQ_quiz_answers_quiz_question" UNIQUE ("quizId", "questionId"), CONSTRAINT "PK_3fefbc8a840a41b6a15a4f9ca5e" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_quiz_answers_user_answered" ON "learning"."quiz_answers" ("userId", "answeredAt")`,
    );
    await queryRunner.query(
      `CREATE TABLE "learning"."quizzes" ("id" uuid NOT NULL, "userId" integer NOT NULL, "mode" character varying(16) NOT NULL, "questionIds" integer array NOT NULL DEFAULT '{}', "difficultyLevel" character varying(16) NOT NULL, "cefrLevel" character varying(2), "category" character varying(32), "questionTypes" text array NOT NULL DEFAULT '{}', "isPracticeMode" boolean NOT NULL DEFAULT false, "maxAttempts" integer NOT NULL DEFAULT '1', "showHints" boolean NOT NULL DEFAULT false, "showExplanationAfterEachAttempt" boolean NOT NULL DEFAULT true, "stageId" integer, "dailyChallengeId" integer, "startedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_b24f0f7662cf6b3a0e7dba0a1b4" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_quizzes_user_started" ON "learning"."quizzes" ("userId", "startedAt")`,
    );
    await queryRunner.query(`ALTER TABLE "learning"."quiz_results" ADD "quizId" uuid`);
    await queryRunner.query(
      `ALTER TABLE "learning"."quiz_results" ADD CONSTRAINT "UQ_quiz_results_quiz" UNIQUE ("quizId")`,
    );
    await queryRunner.query(
      `ALTER TABLE "learning"."quiz_results" ADD "mode" character varying(16) NOT NULL DEFAULT 'standard'`,
    );
    await queryRunner.query(`ALTER TABLE "learning"."quiz_results" ADD "cefrLevel" character varying(2)`);
    await queryRunner.query(
      `ALTER TABLE "learning"."quiz_results" ADD "firstTryCorrect" integer NOT NULL DEFAULT '0'`,
    );
    await queryRunner.query(
      `ALTER TABLE "learning"."quiz_results" ADD "scoresByType" jsonb NOT NULL DEFAULT '{}'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "learning"."quiz_results" DROP COLUMN "scoresByType"`);
    await queryRunner.query(`ALTER TABLE "learning"."quiz_results" DROP COLUMN "firstTryCorrect"`);
    await queryRunner.query(`ALTER TABLE "learning"."quiz_results" DROP COLUMN "cefrLevel"`);
    await queryRunner.query(`ALTER TABLE "learning"."quiz_results" DROP COLUMN "mode"`);
    await queryRunner.query(`ALTER TABLE "learning"."quiz_results" DROP CONSTRAINT "UQ_quiz_results_quiz"`);
    await queryRunner.query(`ALTER TABLE "learning"."quiz_results" DROP COLUMN "quizId"`);
    await queryRunner.query(`DROP INDEX "learning"."IDX_quizzes_user_started"`);
    await queryRunner.query(`DROP TABLE "learning"."quizzes"`);
    await queryRunner.query(`DROP INDEX "learning"."IDX_quiz_answers_user_answered"`);
    await queryRunner.query(`DROP TABLE "learning"."quiz_answers"`);
  }
}
