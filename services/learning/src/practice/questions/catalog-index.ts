import { type CatalogEntry } from './catalog-entry';

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
