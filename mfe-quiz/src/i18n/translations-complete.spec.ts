import { languageFiles, translationProblems } from '@grammarpath/platform';
import { QUIZ_NAMESPACE } from '.';

describe('quiz translations', () => {
  it('has every English key, non-empty and with the same variables, in ja, vi and zh', async () => {
    const bundles = await languageFiles((language) => import(`./${language}`));
    expect(translationProblems(QUIZ_NAMESPACE, bundles)).toEqual([]);
  });
});
