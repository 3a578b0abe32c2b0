import { type CatalogEntry } from '../questions/catalog-entry';
import { CatalogIndex } from '../questions/catalog-index';
import { seededRandom } from '../questions/random';
import { planMistakesReview } from './mistakes-review-plan';

const entry = (id: number, topic: 'articles' | 'modals' | 'adverbs'): CatalogEntry => ({
  id,
  type: 'fill_blank',
  difficultyLevel: 'beginner',
  cefrLevel: 'a1',
  category: 'general',
  grammarTopics: [topic],
});

const index = new CatalogIndex([
  ...Array.from({ length: 30 }, (_, i) => entry(i + 1, 'articles')),
  ...Array.from({ length: 30 }, (_, i) => entry(i + 101, 'modals')),
  ...Array.from({ length: 30 }, (_, i) => entry(i + 201, 'adverbs')),
]);

describe('planMistakesReview', () => {
  it('takes up to half missed questions, then fresh ones shared by error count', () => {
    const plan = planMistakesReview(
      index,
      [
        { questionType: 'fill_blank', grammarRule: 'articles', errorCount: 3 },
        { questionType: 'fill_blank', grammarRule: 'modals', errorCount: 1 },
      ],
      [1, 2, 3, 4, 5, 6, 7],
      new Set([8, 9, 10]),
      10,
      seededRandom(3),
    );
    const ids = plan.map((e) => e.id);
    expect(ids).toHaveLength(10);
    expect(new Set(ids).size).toBe(10);
    expect(ids.slice(0, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(ids.some((id) => [8, 9, 10].includes(id))).toBe(false);
    const articles = plan.filter((e) => e.grammarTopics[0] === 'articles').length;
    const modals = plan.filter((e) => e.grammarTopics[0] === 'modals').length;
    expect(articles).toBeGreaterThan(modals);
    expect(modals).toBeGreaterThan(0);
    expect(plan.some((e) => e.grammarTopics[0] === 'adverbs')).toBe(false);
  });
});
