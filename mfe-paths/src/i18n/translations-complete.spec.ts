import { languageFiles, translationProblems } from '@grammarpath/platform';
import { PATHS_NAMESPACE } from '.';

/**
 * The `paths` namespace: no key of the English bundle may be missing or empty in ja, vi or zh, and
 * interpolation variables must match.
 */
describe('translations', () => {
  it('namespace paths is complete in en, ja, vi and zh', async () => {
    const bundles = await languageFiles((language) => import(`./${language}`));
    expect(translationProblems(PATHS_NAMESPACE, bundles)).toEqual([]);
  });
});
