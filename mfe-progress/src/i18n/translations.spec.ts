import { translationProblems } from '@grammarpath/platform';
import { progressTranslations } from './progress-translations';

describe('progress translations', () => {
  it('are complete in en, ja, vi and zh, with the same variables', () => {
    expect(translationProblems('progress', progressTranslations)).toEqual([]);
  });
});
