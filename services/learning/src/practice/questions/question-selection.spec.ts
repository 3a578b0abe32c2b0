import { type CefrLevel, type DifficultyLevel, type QuestionType } from '@grammarpath/contracts';
import { type CatalogEntry } from './catalog-entry';
import { CatalogIndex } from './catalog-index';
import { balancedQuotas, selectQuestions } from './question-selection';
import { seededRandom } from './random';

const LEVELS: [DifficultyLevel, CefrLevel][] = [
  ['beginner', 'a1'],
  ['beginner', 'a2'],
  ['intermediate', 'b1'],
  ['intermediate', 'b2'],
];

function bank(perCell: number, types: QuestionType[] = ['fill_blank', 'rearrange']): CatalogIndex {
  const entries: CatalogEntry[] = [];
  for (const [difficultyLevel, cefrLevel] of LEVELS) {
    for (const type of types) {
      for (let i = 0; i < perCell; i += 1) {
        entries.push({
          id: entries.length + 1,
          type,
          difficultyLevel,
          cefrLevel,
          category: 'general',
          grammarTopics: ['articles'],
        });
      }
    }
  }
  return new CatalogIndex(entries);
}

describe('selectQuestions', () => {
  const random = seededRandom(1);

  it('splits the count evenly across types', () => {
    expect(
      [...balancedQuotas(['fill_blank', 'rearrange', 'completion'], 10, random).values()].sort(),
    ).toEqual([3, 3, 4]);
  });

  it('draws distinct questions of the exact level, types balanced, without a message', () => {
    const { entries, widenedMessage } = selectQuestions(
      bank(20),
      {
        questionTypes: ['fill_blank', 'rearrange'],
        questionCount: 20,
        difficultyLevel: 'beginner',
        cefrLevel: 'b1',
      },
      new Set(),
      random,
    );
    expect(new Set(entries.map((e) => e.id)).size).toBe(20);
    expect(entries.every((e) => e.cefrLevel === 'b1')).toBe(true);
    expect(entries.filter((e) => e.type === 'rearrange')).toHaveLength(10);
    expect(widenedMessage).toBeUndefined();
  });

  it('widens to neighbouring levels and says which', () => {
    const { entries, widenedMessage } = selectQuestions(
      bank(5),
      { questionTypes: ['fill_blank'], questionCount: 10, difficultyLevel: 'intermediate', cefrLevel: 'b1' },
      new Set(),
      random,
    );
    expect(entries).toHaveLength(10);
    expect(widenedMessage).toMatch(/not enough B1 questions.*from A2 level/);
  });

  it('avoids recently seen questions while others fit', () => {
    const index = bank(20);
    const recent = new Set(
      index
        .byTypeAndCefr('fill_blank', 'a1')
        .slice(0, 10)
        .map((e) => e.id),
    );
    const { entries } = selectQuestions(
      index,
      { questionTypes: ['fill_blank'], questionCount: 10, difficultyLevel: 'beginner', cefrLevel: 'a1' },
      recent,
      random,
    );
    expect(entries.some((e) => recent.has(e.id))).toBe(false);
  });

  it('uses recently seen questions only for the places nothing else fills', () => {
    const index = bank(20);
    const pool = index.byTypeAndCefr('fill_blank', 'a1');
    const recent = new Set(pool.slice(0, 18).map((e) => e.id));
    const { entries } = selectQuestions(
      index,
      { questionTypes: ['fill_blank'], questionCount: 10, difficultyLevel: 'beginner', cefrLevel: 'a1' },
      recent,
      random,
    );
    expect(entries).toHaveLength(10);
    expect(entries.every((e) => e.cefrLevel === 'a1')).toBe(true);
    expect(entries.filter((e) => !recent.has(e.id)).map((e) => e.id)).toEqual(
      expect.arrayContaining(pool.slice(18).map((e) => e.id)),
    );
  });

  it('draws every question of a large pool with about the same frequency', () => {
    const index = bank(200, ['fill_blank']);
    const counts = new Map<number, number>();
    for (let i = 0; i < 2000; i += 1) {
      const { entries } = selectQuestions(
        index,
        { questionTypes: ['fill_blank'], questionCount: 10, difficultyLevel: 'beginner', cefrLevel: 'a1' },
        new Set(),
        random,
      );
      for (const e of entries) counts.set(e.id, (counts.get(e.id) ?? 0) + 1);
    }
    // 2000 quizzes × 10 of 200 questions: 100 draws each on average.
    expect(counts.size).toBe(200);
    expect(Math.min(...counts.values())).toBeGreaterThan(60);
    expect(Math.max(...counts.values())).toBeLessThan(145);
  });

  it('orders easier to harder when progressive', () => {
    const { entries } = selectQuestions(
      bank(3),
      {
        questionTypes: ['fill_blank'],
        questionCount: 10,
        difficultyLevel: 'beginner',
        progressiveDifficulty: true,
      },
      new Set(),
      random,
    );
    const ranks = entries.map((e) => LEVELS.findIndex(([, c]) => c === e.cefrLevel));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(new Set(ranks).size).toBeGreaterThan(1);
  });

  it('makes up a missing type with the others', () => {
    const { entries } = selectQuestions(
      bank(20, ['fill_blank']),
      {
        questionTypes: ['fill_blank', 'completion'],
        questionCount: 10,
        difficultyLevel: 'beginner',
        cefrLevel: 'a1',
      },
      new Set(),
      random,
    );
    expect(entries).toHaveLength(10);
  });
});
