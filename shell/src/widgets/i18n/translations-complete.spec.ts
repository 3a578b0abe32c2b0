import {
  celebrationTranslations,
  readAloudTranslations,
  translationProblems,
  type TranslationBundles,
} from '@grammarpath/platform';
import { commonTranslations } from '../../i18n/common-translations';
import { widgetsTranslations } from './widgets-translations';
import { pathsTranslations } from '../../../../mfe-paths/src/i18n/paths-translations';
import { progressTranslations } from '../../../../mfe-progress/src/i18n/progress-translations';
import { quizTranslations } from '../../../../mfe-quiz/src/i18n/quiz-translations';

/**
 * Every namespace the composed product registers (the platform's own `platform` namespace is checked in
 * libs/platform; here the platform's widgets, the shell's and each remote's): no key of
 * the English bundle may be missing or empty in ja, vi or zh, and interpolation variables must match.
 */
const NAMESPACES: Array<[string, TranslationBundles]> = [
  ['readAloud', readAloudTranslations],
  ['celebration', celebrationTranslations],
  ['common', commonTranslations],
  ['widgets', widgetsTranslations],
  ['quiz', quizTranslations],
  ['paths', pathsTranslations],
  ['progress', progressTranslations],
];

describe('translations', () => {
  it.each(NAMESPACES)('namespace %s is complete in en, ja, vi and zh', (namespace, bundles) => {
    expect(translationProblems(namespace, bundles)).toEqual([]);
  });
});
