import { type SeedReport } from './seed.service';
import { type UpsertCounts } from './upsert-by-key';

/** One line per table, e.g. "questions: 1500 (inserted 2, updated 1, unchanged 1497)". */
export function formatSeedReport(report: SeedReport): string {
  return Object.entries(report)
    .filter((entry): entry is [string, UpsertCounts] => entry[1] !== undefined)
    .map(([table, c]) => {
      const unchanged = c.total - c.inserted - c.updated;
      return `${table}: ${c.total} (inserted ${c.inserted}, updated ${c.updated}, unchanged ${unchanged})`;
    })
    .join('\n');
}
