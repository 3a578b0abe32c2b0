import { type MigrationInterface, type QueryRunner } from 'typeorm';
import { inLearnerBatches, inTransaction } from '../learner-batches';

/**
 * quiz_results."view": each result's QuizResultView as compact JSON text (what toQuizResultView of the row
 * serialises to), so that a page of the history is the stored texts joined, with no per-row work in the service.
 *
 * A row trigger (before insert or update) sets the view from the row itself, whatever the writer: the service,
 * the previous release, imports and SQL seeds alike; a view given by a writer is replaced.
 *
 * Safe while the previous release serves: additive (a nullable column, functions and a trigger) and idempotent.
 * Rows stored before are filled in batches of learners, each batch in one transaction that takes the learners'
 * advisory locks first (namespace 7342, in the order every writer takes them) and resumable: a rerun fills only
 * the views still missing. Filling a view is an update of the row, so the learners' facts version moves once
 * (LearnerVersions1796000000000): their stored progress summaries are built again on their next read.
 */
export class QuizResultViews1796100000000 implements MigrationInterface {
  name = 'QuizResultViews1796100000000';
  transaction = false;

  public async up(queryRunner: QueryRunner): Promise<void> {
    await inTransaction(queryRunner, async () => {
      await queryRunner.query(`ALTER TABLE learning.quiz_results ADD COLUMN IF NOT EXISTS "view" text`);
      await queryRunner.query(FUNCTIONS);
      await queryRunner.query(TRIGGER);
    });
    await inLearnerBatches(
      queryRunner,
      `SELECT DISTINCT "userId" FROM learning.quiz_results WHERE "view" IS NULL ORDER BY 1`,
      async (batch) => {
        await queryRunner.query(
          `SELECT pg_advisory_xact_lock(${LOCK_NAMESPACE}, u) FROM unnest($1::int[]) AS u ORDER BY u`,
          [batch],
        );
        // The trigger sets the view.
        await queryRunner.query(
          `UPDATE learning.quiz_results SET "view" = NULL WHERE "userId" = ANY($1::int[]) AND "view" IS NULL`,
          [batch],
        );
      },
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER IF EXISTS "quiz_result_view" ON learning.quiz_results`);
    await queryRunner.query(
      `DROP FUNCTION IF EXISTS learning.set_quiz_result_view();
       DROP FUNCTION IF EXISTS learning.quiz_result_score(integer, integer);
       DROP FUNCTION IF EXISTS learning.compact_json(jsonb);`,
    );
    await queryRunner.query(`ALTER TABLE learning.quiz_results DROP COLUMN IF EXISTS "view"`);
  }
}

/** Namespace of the per-learner advisory lock of the aggregates' triggers (LearnerAggregates1795740000000). */
const LOCK_NAMESPACE = 7342;

const FUNCTIONS = `
-- JSON text without the spaces jsonb's output puts after ':' and ',' (as JSON.stringify writes it), keys and
-- elements in jsonb's order: json_strip_nulls writes it so, but drops null fields, so JSON holding a null keeps
-- jsonb's text.
CREATE OR REPLACE FUNCTION learning.compact_json(j jsonb) RETURNS text LANGUAGE sql IMMUTABLE STRICT AS $fn$
  SELECT CASE WHEN j::text LIKE '%null%' THEN j::text ELSE json_strip_nulls(j::json)::text END
$fn$;

-- percent() of libs/contracts: Math.round (halves up) of the same float8 quotient; x - floor(x) is exact.
CREATE OR REPLACE FUNCTION learning.quiz_result_score(correct integer, total integer) RETURNS integer
LANGUAGE sql IMMUTABLE STRICT AS $fn$
  SELECT CASE WHEN total > 0 THEN (floor(x) + CASE WHEN x - floor(x) >= 0.5 THEN 1 ELSE 0 END)::integer ELSE 0 END
  FROM (SELECT correct::float8 / total::float8 * 100 AS x) s
$fn$;

-- toQuizResultView of the row, serialised; the date as Date#toISOString writes it (milliseconds, truncated).
CREATE OR REPLACE FUNCTION learning.set_quiz_result_view() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  NEW."view" := '{"id":' || NEW."id"
    || ',"quizId":' || to_json(coalesce(NEW."quizId"::text, ''))::text
    || ',"date":"' || to_char(NEW."date" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"'
    || ',"difficultyLevel":' || to_json(NEW."difficultyLevel")::text
    || ',"cefrLevel":' || coalesce(to_json(NEW."cefrLevel")::text, 'null')
    || ',"mode":' || to_json(NEW."mode")::text
    || ',"totalQuestions":' || NEW."totalQuestions"
    || ',"correctAnswers":' || NEW."correctAnswers"
    || ',"wrongAnswers":' || NEW."wrongAnswers"
    || ',"score":' || learning.quiz_result_score(NEW."correctAnswers", NEW."totalQuestions")
    || ',"firstTryCorrect":' || NEW."firstTryCorrect"
    || ',"timeTaken":' || coalesce(NEW."timeTaken", 0)
    || ',"scoresByType":' || learning.compact_json(NEW."scoresByType")
    || '}';
  RETURN NEW;
END
$fn$;
`;

const TRIGGER = `
CREATE OR REPLACE TRIGGER "quiz_result_view" BEFORE INSERT OR UPDATE ON learning.quiz_results
  FOR EACH ROW EXECUTE FUNCTION learning.set_quiz_result_view();`;
