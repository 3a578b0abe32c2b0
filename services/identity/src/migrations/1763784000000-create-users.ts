import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateUsers1763784000000 implements MigrationInterface {
  name = 'CreateUsers1763784000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE identity.users (
        id serial PRIMARY KEY,
        username varchar(32) NOT NULL,
        email varchar(254),
        password_hash text NOT NULL,
        display_name varchar(64),
        created_at timestamptz NOT NULL DEFAULT now(),
        last_login timestamptz,
        streak integer NOT NULL DEFAULT 0,
        points integer NOT NULL DEFAULT 0,
        study_minutes integer NOT NULL DEFAULT 0 CHECK (study_minutes >= 0),
        is_admin boolean NOT NULL DEFAULT false,
        prefer_high_contrast boolean NOT NULL DEFAULT false,
        theme varchar(16) NOT NULL DEFAULT 'calm'
      )
    `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX users_username_lower_key ON identity.users (lower(username))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE identity.users`);
  }
}
