import { Injectable, Logger } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { CatalogIndex } from './catalog-index';
import { QuestionBankReader } from './question-bank.reader';
import { type Question } from './question.entity';

/** How often the bank's version is checked; the index is read again only when the seed changed the bank. */
export const CATALOG_CHECK_INTERVAL_MS = 60_000;
/** Full question rows kept in memory (the questions learners are answering now). */
const ROW_CACHE_SIZE = 20_000;

const newRowCache = () => new LRUCache<number, Question>({ max: ROW_CACHE_SIZE });

interface Snapshot {
  index: CatalogIndex;
  version: string;
  checkedAt: number;
}

/**
 * Keeps an index of the question bank in memory (ids, types, levels, categories, topics: a few MB for
 * 100,000 questions), so that choosing a quiz's questions takes no scan; the chosen rows are then read by id
 * and kept, as the answers to them are checked next. Questions change only when the content is seeded, so
 * the index and rows are kept until the bank's version changes; a stale index keeps serving while that is
 * checked. Rows are shared: never modify one.
 */
@Injectable()
export class QuestionCatalogService {
  private readonly logger = new Logger(QuestionCatalogService.name);
  private current: Snapshot | null = null;
  private refreshing: Promise<CatalogIndex> | null = null;
  private rowCache = newRowCache();

  constructor(private readonly bank: QuestionBankReader) {}

  async index(): Promise<CatalogIndex> {
    const current = this.current;
    if (!current || current.index.entries.length === 0) return this.refresh();
    if (Date.now() - current.checkedAt >= CATALOG_CHECK_INTERVAL_MS) {
      this.refresh().catch((error: Error) =>
        this.logger.warn(`Question bank check failed: ${error.message}`),
      );
    }
    return current.index;
  }

  /** Full rows (with answers) of the given ids, in no particular order. */
  async rows(ids: readonly number[]): Promise<Question[]> {
    const cache = this.rowCache;
    const found: Question[] = [];
    const missing: number[] = [];
    for (const id of ids) {
      const cached = cache.get(id);
      if (cached) found.push(cached);
      else missing.push(id);
    }
    if (missing.length === 0) return found;
    const loaded = await this.bank.rows(missing);
    // Rows read while the bank changed land in the replaced cache, never in the current one.
    for (const row of loaded) cache.set(row.id, row);
    return [...found, ...loaded];
  }

  async row(id: number): Promise<Question | null> {
    const [row] = await this.rows([id]);
    return row ?? null;
  }

  private refresh(): Promise<CatalogIndex> {
    return (this.refreshing ??= this.reloadIfChanged().finally(() => (this.refreshing = null)));
  }

  private async reloadIfChanged(): Promise<CatalogIndex> {
    const version = await this.bank.version();
    const current = this.current;
    if (current && current.version === version && current.index.entries.length > 0) {
      current.checkedAt = Date.now();
      return current.index;
    }
    const index = new CatalogIndex(await this.bank.entries());
    this.rowCache = newRowCache();
    this.current = { index, version, checkedAt: Date.now() };
    return index;
  }
}
