import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * How many of a quiz's questions the learner actually answered (checked by the server): achievements count
 * these, not the questions a quiz merely had. Existing results get it from their recorded answers.
 */
export class QuizResultsAnsweredQuestions1795680169342 implements MigrationInterface {
  name = 'QuizResultsAnsweredQuestions1795680169342';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "learning"."quiz_results" ADD COLUMN IF NOT EXISTS "answeredQuestions" integer NOT NULL DEFAULT 0`,
    );
    await queryRunner.query(
      `UPDATE "learning"."quiz_results" r
       SET "answeredQuestions" = (
         SELECT count(*)::int FROM "learning"."quiz_answers" a WHERE a."quizId" = r."quizId" AND a."attempts" > 0
       )
       WHERE r."quizId" IS NOT NULL AND r."answeredQuestions" = 0`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "learning"."quiz_results" DROP COLUMN "answeredQuestions"`);
  }
}
