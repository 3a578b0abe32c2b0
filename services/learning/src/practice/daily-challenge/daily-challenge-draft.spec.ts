import { QUESTION_TYPES } from '@grammarpath/contracts';
import { type CatalogEntry } from '../questions/catalog-entry';
import { CatalogIndex } from '../questions/catalog-index';
import { draftDailyChallenge } from './daily-challenge-draft';

const index = new CatalogIndex(
  Array.from({ length: 400 }, (_, i): CatalogEntry => ({
    id: i + 1,
    type: QUESTION_TYPES[i % 5],
    difficultyLevel: 'beginner',
    cefrLevel: 'a1',
    category: 'general',
    grammarTopics: [i % 2 === 0 ? 'articles' : 'modals'],
  })),
);

describe('draftDailyChallenge', () => {
  it('is the same for the same date and differs between dates', () => {
    expect(draftDailyChallenge(index, '2026-11-22')).toEqual(draftDailyChallenge(index, '2026-11-22'));
    const days = ['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25'].map((date) =>
      draftDailyChallenge(index, date).questionIds.join(','),
    );
    expect(new Set(days).size).toBeGreaterThan(1);
  });

  it('has ten distinct questions', () => {
    const draft = draftDailyChallenge(index, '2026-11-22');
    expect(new Set(draft.questionIds).size).toBe(10);
    expect(draft.title).toMatch(/^Daily challenge: /);
  });
});
