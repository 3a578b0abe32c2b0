import { languageFiles, translationProblems } from '@grammarpath/platform';

describe('progress translations', () => {
  it('are complete in en, ja, vi and zh, with the same variables', async () => {
    const bundles = await languageFiles((language) => import(`./${language}`));
    expect(translationProblems('progress', bundles)).toEqual([]);
  });
});
