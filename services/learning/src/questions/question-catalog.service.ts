import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LRUCache } from 'lru-cache';
import { Repository } from 'typeorm';
import { type CatalogEntry } from './catalog-entry';
import { Question } from './question.entity';

/** How long the in-memory index of the bank is used before it is read again (content changes only at seed). */
export const CATALOG_TTL_MS = 60_000;
/** Full question rows kept in memory (the questions learners are answering now), for as long as the index. */
const ROW_CACHE_SIZE = 20_000;

/** The question bank's index, grouped for selection. */
export class CatalogIndex {
  readonly byId = new Map<number, CatalogEntry>();
  private readonly groups = new Map<string, CatalogEntry[]>();

  constructor(readonly entries: CatalogEntry[]) {
    for (const entry of entries) {
      this.byId.set(entry.id, entry);
      this.add(`d:${entry.type}:${entry.difficultyLevel}`, entry);
      this.add(`d:${entry.type}:${entry.difficultyLevel}:${entry.category}`, entry);
      if (entry.cefrLevel) {
        this.add(`c:${entry.type}:${entry.cefrLevel}`, entry);
        this.add(`c:${entry.type}:${entry.cefrLevel}:${entry.category}`, entry);
      }
      for (const topic of entry.grammarTopics) this.add(`t:${entry.type}:${topic}`, entry);
    }
  }

  /** An index of only the given questions (a stage's question set). */
  subset(ids: readonly number[]): CatalogIndex {
    return new CatalogIndex(ids.flatMap((id) => this.byId.get(id) ?? []));
  }

  /** Questions of a type and difficulty, of one category when given. */
  byTypeAndDifficulty(type: string, difficulty: string, category?: string): readonly CatalogEntry[] {
    return this.groups.get(`d:${type}:${difficulty}${category ? `:${category}` : ''}`) ?? [];
  }

  /** Questions of a type and CEFR level, of one category when given. */
  byTypeAndCefr(type: string, cefr: string, category?: string): readonly CatalogEntry[] {
    return this.groups.get(`c:${type}:${cefr}${category ? `:${category}` : ''}`) ?? [];
  }

  byTypeAndTopic(type: string, topic: string): readonly CatalogEntry[] {
    return this.groups.get(`t:${type}:${topic}`) ?? [];
  }

  private add(key: string, entry: CatalogEntry): void {
    const group = this.groups.get(key);
    if (group) group.push(entry);
    else this.groups.set(key, [entry]);
  }
}

/**
 * Keeps an index of the question bank in memory (ids, types, levels, categories, topics: a few MB for
 * 100,000 questions), so that choosing a quiz's questions takes no scan; the chosen rows are then read by id
 * and kept for a while, as the answers to them are checked next. Rows are shared: never modify one.
 */
@Injectable()
export class QuestionCatalogService {
  private current: { index: CatalogIndex; loadedAt: number } | null = null;
  private loading: Promise<CatalogIndex> | null = null;
  private readonly rowCache = new LRUCache<number, Question>({ max: ROW_CACHE_SIZE, ttl: CATALOG_TTL_MS });

  constructor(@InjectRepository(Question) private readonly questions: Repository<Question>) {}

  async index(): Promise<CatalogIndex> {
    const current = this.current;
    const fresh =
      current && current.index.entries.length > 0 && Date.now() - current.loadedAt < CATALOG_TTL_MS;
    if (current && fresh) return current.index;
    const refresh = this.loading ?? (this.loading = this.load().finally(() => (this.loading = null)));
    // A stale index keeps serving while a fresh one loads.
    return current && current.index.entries.length > 0 ? current.index : refresh;
  }

  /** Full rows (with answers) of the given ids, in no particular order. */
  async rows(ids: readonly number[]): Promise<Question[]> {
    const found: Question[] = [];
    const missing: number[] = [];
    for (const id of ids) {
      const cached = this.rowCache.get(id);
      if (cached) found.push(cached);
      else missing.push(id);
    }
    if (missing.length === 0) return found;
    const loaded = await this.questions
      .createQueryBuilder('q')
      .where('q.id = ANY(:ids)', { ids: missing })
      .getMany();
    for (const row of loaded) this.rowCache.set(row.id, row);
    return [...found, ...loaded];
  }

  async row(id: number): Promise<Question | null> {
    const cached = this.rowCache.get(id);
    if (cached) return cached;
    const row = await this.questions.findOneBy({ id });
    if (row) this.rowCache.set(id, row);
    return row;
  }

  private async load(): Promise<CatalogIndex> {
    const entries = await this.questions
      .createQueryBuilder('q')
      .select(['q.id', 'q.type', 'q.difficultyLevel', 'q.cefrLevel', 'q.category', 'q.grammarTopics'])
      .orderBy('q.id')
      .getRawMany<Record<string, unknown>>();
    const index = new CatalogIndex(
      entries.map((row) => ({
        id: row.q_id as number,
        type: row.q_type as CatalogEntry['type'],
        difficultyLevel: row.q_difficultyLevel as CatalogEntry['difficultyLevel'],
        cefrLevel: row.q_cefrLevel as CatalogEntry['cefrLevel'],
        category: row.q_category as CatalogEntry['category'],
        grammarTopics: row.q_grammarTopics as CatalogEntry['grammarTopics'],
      })),
    );
    this.current = { index, loadedAt: Date.now() };
    return index;
  }
}
