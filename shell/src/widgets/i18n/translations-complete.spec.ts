import { languageFiles, translationProblems } from '@grammarpath/platform';

/**
 * The shell's namespaces (the platform's are checked in libs/platform, each remote checks its own): no key
 * of the English bundle may be missing or empty in ja, vi or zh, and interpolation variables must match.
 */
describe('translations', () => {
  it('namespace common is complete in en, ja, vi and zh', async () => {
    const bundles = await languageFiles((language) => import(`../../i18n/common/${language}`));
    expect(translationProblems('common', bundles)).toEqual([]);
  });

  it('namespace widgets is complete in en, ja, vi and zh', async () => {
    const bundles = await languageFiles((language) => import(`./${language}`));
    expect(translationProblems('widgets', bundles)).toEqual([]);
  });
});
