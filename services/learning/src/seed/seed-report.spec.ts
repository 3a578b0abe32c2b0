import { formatSeedReport } from './seed-report';

describe('formatSeedReport', () => {
  it('prints totals with inserted, updated and unchanged counts', () => {
    const counts = { total: 3, inserted: 1, updated: 1 };
    const zero = { total: 0, inserted: 0, updated: 0 };
    expect(formatSeedReport({ questions: counts, resources: zero, paths: zero, stages: zero })).toBe(
      [
        'questions: 3 (inserted 1, updated 1, unchanged 1)',
        'resources: 0 (inserted 0, updated 0, unchanged 0)',
        'paths: 0 (inserted 0, updated 0, unchanged 0)',
        'stages: 0 (inserted 0, updated 0, unchanged 0)',
      ].join('\n'),
    );
  });
});
