import { PLACEMENT_LEVELS, type CefrLevel } from '@grammarpath/contracts';
import { type CatalogEntry } from '../questions/catalog-entry';
import { CatalogIndex } from '../questions/catalog-index';
import { placementLevelOf, scorePlacement, selectPlacementQuestions } from './placement-quiz';

const CEFR: CefrLevel[] = ['a1', 'a2', 'b1', 'b2', 'c1', 'c2'];
const TYPES = ['multiple_choice', 'fill_blank', 'completion', 'error_correction', 'rearrange'] as const;

function bank(): CatalogIndex {
  const entries: CatalogEntry[] = [];
  let id = 1;
  for (const cefrLevel of CEFR)
    for (const type of TYPES)
      for (let n = 0; n < 4; n += 1)
        entries.push({
          id: (id += 1),
          type,
          cefrLevel,
          difficultyLevel: cefrLevel < 'b1' ? 'beginner' : cefrLevel < 'c1' ? 'intermediate' : 'advanced',
          category: 'general',
          grammarTopics: ['articles'],
        });
  return new CatalogIndex(entries);
}

describe('placement quiz', () => {
  it('asks 3 questions of each placement level, easiest level first, without rearranging', () => {
    const questions = selectPlacementQuestions(bank(), new Set());
    expect(questions).toHaveLength(15);
    expect(new Set(questions.map((q) => q.id)).size).toBe(15);
    expect(questions.map((q) => q.cefrLevel)).toEqual(
      PLACEMENT_LEVELS.flatMap((level) => [level, level, level]),
    );
    expect(questions.some((q) => q.type === 'rearrange')).toBe(false);
  });

  it('counts C2 within the top level', () => {
    expect(placementLevelOf('c2')).toBe('c1');
    expect(placementLevelOf('b2')).toBe('b2');
    expect(placementLevelOf(null)).toBeNull();
  });

  it('scores each level by first-try right answers, unanswered counting as wrong', () => {
    const questions = PLACEMENT_LEVELS.flatMap((level, i) =>
      [0, 1, 2].map((n) => ({ id: i * 10 + n, cefrLevel: level as CefrLevel })),
    );
    // A1 3/3, A2 2/3, B1 1/3, nothing above.
    const scores = scorePlacement(questions, new Set([0, 1, 2, 10, 11, 20]));
    expect(scores.map((s) => [s.level, s.correct, s.total, s.passed])).toEqual([
      ['a1', 3, 3, true],
      ['a2', 2, 3, true],
      ['b1', 1, 3, false],
      ['b2', 0, 3, false],
      ['c1', 0, 3, false],
    ]);
  });
});
