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

/** Rows per statement; each batch travels as one JSON parameter. */
export const SEED_BATCH_SIZE = 2_000;

interface ChangedRow {
  id: number;
  key: string;
  inserted: boolean;
}

const quote = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/**
 * Inserts new keys and updates changed rows in place (same id); rows whose columns are all unchanged are
 * not written at all, so re-seeding the same content is a no-op. Each batch is sent as one JSON array that
 * Postgres turns into rows of the table's type (jsonb_populate_recordset), which is much faster for large
 * banks than binding every value separately.
 */
export async function upsertByKey<T extends ObjectLiteral & { key: string }>(
  manager: EntityManager,
  target: EntityTarget<T>,
  rows: readonly Partial<T>[],
  updateColumns: readonly (keyof T & string)[],
): Promise<UpsertResult> {
  const metadata = manager.connection.getMetadata(target);
  const table = metadata.tablePath.split('.').map(quote).join('.');
  const properties = ['key', ...updateColumns];
  const databaseNames = properties.map((property) => {
    const column = metadata.findColumnWithPropertyName(property);
    if (!column) throw new Error(`${metadata.name} has no column ${property}`);
    return column.databaseName;
  });
  const insertColumns = databaseNames.map(quote);
  const changeColumns = insertColumns.slice(1);
  const setClauses = changeColumns.map((c) => `${c} = EXCLUDED.${c}`);
  if (metadata.updateDateColumn) setClauses.push(`${quote(metadata.updateDateColumn.databaseName)} = now()`);
  const aliased = (alias: string) => changeColumns.map((c) => `${alias}.${c}`).join(', ');
  // Unchanged rows are filtered out before ON CONFLICT, which would otherwise lock every one of them.
  const sql = `
    INSERT INTO ${table} AS t (${insertColumns.join(', ')})
    SELECT ${insertColumns.map((c) => `x.${c}`).join(', ')}
    FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb) AS x
    WHERE NOT EXISTS (
      SELECT 1 FROM ${table} AS s
      WHERE s."key" = x."key" AND (${aliased('s')}) IS NOT DISTINCT FROM (${aliased('x')})
    )
    ON CONFLICT ("key") DO UPDATE SET ${setClauses.join(', ')}
    WHERE (${aliased('t')}) IS DISTINCT FROM (${aliased('EXCLUDED')})
    RETURNING t."id" AS "id", t."key" AS "key", (t.xmax = 0) AS "inserted"`;

  const insertedKeys = new Set<string>();
  const updatedKeys = new Set<string>();
  for (let start = 0; start < rows.length; start += SEED_BATCH_SIZE) {
    // jsonb_populate_recordset matches JSON keys to column names.
    const batch = rows
      .slice(start, start + SEED_BATCH_SIZE)
      .map((row) =>
        Object.fromEntries(properties.map((property, i) => [databaseNames[i], row[property] ?? null])),
      );
    const changed: ChangedRow[] = await manager.query(sql, [JSON.stringify(batch)]);
    for (const row of changed) (row.inserted ? insertedKeys : updatedKeys).add(row.key);
  }
  const all: { id: number; key: string }[] = await manager.query(`SELECT "id", "key" FROM ${table}`);
  return { total: rows.length, insertedKeys, updatedKeys, ids: new Map(all.map((row) => [row.key, row.id])) };
}
