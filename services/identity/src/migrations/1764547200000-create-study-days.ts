import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Study minutes per learner per day (UTC), beside the users.study_minutes total. */
export class CreateStudyDays1764547200000 implements MigrationInterface {
  name = 'CreateStudyDays1764547200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE identity.study_days (
        user_id integer NOT NULL REFERENCES identity.users (id) ON DELETE CASCADE,
        day date NOT NULL,
        minutes integer NOT NULL CHECK (minutes >= 0),
        PRIMARY KEY (user_id, day)
      )
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE identity.study_days`);
  }
}
