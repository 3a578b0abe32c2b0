import { type PreparedStatement, type PreparedStatements } from '@grammarpath/server-kit';
import { type Language } from '@grammarpath/contracts';
import { type EntityManager } from 'typeorm';
import { sql } from '../database/sql';

/** What a stored summary was built from: it is the summary again as long as none of these changed. */
export interface SummaryKey {
  /** Decimal texts of bigints (learner_versions; '0' before the learner's first write). */
  factsVersion: string;
  awardsVersion: string;
  /** UTC day (the week's activity and the current streak depend on it). */
  day: string;
  /** The catalogues' versions (paths and achievements). */
  catalogue: string;
}

/**
 * One statement: the learner's versions now and, when one was built from them on `day` with `catalogue`,
 * the stored summary's JSON.
 */
const STORED_SUMMARY: PreparedStatement = {
  name: 'learning-stored-progress-summary',
  text: `SELECT coalesce(v."facts", 0)::text AS "facts", coalesce(v."awards", 0)::text AS "awards", s."body"
    FROM (SELECT 1) one
    LEFT JOIN ${sql.table('learner_versions')} v ON v."userId" = $1
    LEFT JOIN ${sql.table('learner_summaries')} s ON s."userId" = $1 AND s."language" = $2
      AND s."factsVersion" = coalesce(v."facts", 0) AND s."awardsVersion" = coalesce(v."awards", 0)
      AND s."day" = $3::date AND s."catalogue" = $4`,
};

export async function readStoredSummary(
  statements: PreparedStatements,
  userId: number,
  language: Language,
  day: string,
  catalogue: string,
): Promise<{ key: SummaryKey; body: string | null }> {
  const [row] = await statements.rows<{ facts: string; awards: string; body: string | null }>(
    STORED_SUMMARY,
    [userId, language, day, catalogue],
  );
  return {
    key: { factsVersion: row.facts, awardsVersion: row.awards, day, catalogue },
    body: row.body,
  };
}

/** Stores a summary built from what `key` names (read before the summary's own reads), one per language. */
export async function storeSummary(
  manager: EntityManager,
  userId: number,
  language: Language,
  key: SummaryKey,
  body: string,
): Promise<void> {
  await manager.query(
    `INSERT INTO ${sql.table('learner_summaries')}
       ("userId", "language", "factsVersion", "awardsVersion", "day", "catalogue", "body")
     VALUES ($1, $2, $3::bigint, $4::bigint, $5::date, $6, $7)
     ON CONFLICT ("userId", "language") DO UPDATE SET "factsVersion" = EXCLUDED."factsVersion",
       "awardsVersion" = EXCLUDED."awardsVersion", "day" = EXCLUDED."day", "catalogue" = EXCLUDED."catalogue",
       "body" = EXCLUDED."body"`,
    [userId, language, key.factsVersion, key.awardsVersion, key.day, key.catalogue, body],
  );
}
