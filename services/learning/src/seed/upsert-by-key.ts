import { type EntityManager, type EntityTarget, type ObjectLiteral } from 'typeorm';

export interface UpsertCounts {
  total: number;
  inserted: number;
  updated: number;
}

export interface UpsertResult {
  total: number;
  insertedKeys: Set<string>;
  updatedKeys: Set<string>;
  /** The id of every row of the table by key, including rows this call did not change. */
  ids: Map<string, number>;
}

export function countsOf(result: UpsertResult): UpsertCounts {
  return { total: result.total, inserted: result.insertedKeys.size, updated: result.updatedKeys.size };
}

/** Multi-row inserts stay under Postgres's 65,535 bind parameters with every table's column count. */
export const SEED_BATCH_SIZE = 1_000;

interface ChangedRow {
  id: number;
  key: string;
  inserted: boolean;
}

/**
 * Inserts new keys and updates changed rows in place (same id); rows whose columns are all unchanged are
 * not written at all, so re-seeding the same content is a no-op.
 */
export async function upsertByKey<T extends ObjectLiteral & { key: string }>(
  manager: EntityManager,
  target: EntityTarget<T>,
  rows: readonly Partial<T>[],
  updateColumns: readonly (keyof T & string)[],
): Promise<UpsertResult> {
  const insertedKeys = new Set<string>();
  const updatedKeys = new Set<string>();
  for (let start = 0; start < rows.length; start += SEED_BATCH_SIZE) {
    const batch = rows.slice(start, start + SEED_BATCH_SIZE);
    const result = await manager
      .createQueryBuilder()
      .insert()
      .into(target)
      .values(batch as T[])
      .orUpdate([...updateColumns], ['key'], { skipUpdateIfNoValuesChanged: true })
      .returning('"id", "key", (xmax = 0) AS "inserted"')
      .updateEntity(false)
      .execute();
    for (const row of result.raw as ChangedRow[]) {
      (row.inserted ? insertedKeys : updatedKeys).add(row.key);
    }
  }
  const all = await manager
    .getRepository(target)
    .createQueryBuilder('t')
    .select('t.id', 'id')
    .addSelect('t.key', 'key')
    .getRawMany<{ id: number; key: string }>();
  return { total: rows.length, insertedKeys, updatedKeys, ids: new Map(all.map((row) => [row.key, row.id])) };
}
