import { type PreparedStatement, PreparedStatements } from '@grammarpath/server-kit';
import { type EntityManager } from 'typeorm';
import { sql } from '../database/sql';

/** A learner's facts version now, and what their last achievement check evaluated (null before the first). */
export interface CheckState {
  /** Decimal text of a bigint; '0' when the learner has written no fact yet. */
  factsVersion: string;
  last: { factsVersion: string; day: string; catalogue: string; points: number } | null;
}

interface CheckStateRow {
  facts: string;
  checked: string | null;
  day: string | null;
  catalogue: string | null;
  points: number | null;
}

/** One statement: the learner's facts version and their last check. */
const CHECK_STATE: PreparedStatement = {
  name: 'learning-achievement-check-state',
  text: `SELECT coalesce((SELECT v."facts" FROM ${sql.table('learner_versions')} v WHERE v."userId" = $1), 0)::text AS "facts",
      c."factsVersion"::text AS "checked", to_char(c."day", 'YYYY-MM-DD') AS "day", c."catalogue", c."points"
    FROM (SELECT 1) one LEFT JOIN ${sql.table('learner_checks')} c ON c."userId" = $1`,
};

/** The state, read on its own (a prepared statement) or inside a transaction (`manager`). */
export async function readCheckState(
  source: PreparedStatements | EntityManager,
  userId: number,
): Promise<CheckState> {
  const [row] =
    source instanceof PreparedStatements
      ? await source.rows<CheckStateRow>(CHECK_STATE, [userId])
      : await source.query<CheckStateRow[]>(CHECK_STATE.text, [userId]);
  return {
    factsVersion: row.facts,
    last:
      row.checked === null
        ? null
        : {
            factsVersion: row.checked,
            day: row.day as string,
            catalogue: row.catalogue as string,
            points: row.points as number,
          },
  };
}

/**
 * True when a check now would find nothing new: no fact written since the last check, on the same UTC day and
 * catalogue. Achievements and badges depend on nothing else, and only a check awards them.
 */
export const nothingChangedSince = (state: CheckState, day: string, catalogue: string): boolean =>
  state.last !== null &&
  state.last.factsVersion === state.factsVersion &&
  state.last.day === day &&
  state.last.catalogue === catalogue;

/** Records what a check evaluated: the facts version read before its statistics, the day, catalogue, points. */
export async function storeCheck(
  manager: EntityManager,
  userId: number,
  check: { factsVersion: string; day: string; catalogue: string; points: number },
): Promise<void> {
  await manager.query(
    `INSERT INTO ${sql.table('learner_checks')} ("userId", "factsVersion", "day", "catalogue", "points")
     VALUES ($1, $2::bigint, $3::date, $4, $5)
     ON CONFLICT ("userId") DO UPDATE SET "factsVersion" = EXCLUDED."factsVersion", "day" = EXCLUDED."day",
       "catalogue" = EXCLUDED."catalogue", "points" = EXCLUDED."points"`,
    [userId, check.factsVersion, check.day, check.catalogue, check.points],
  );
}
