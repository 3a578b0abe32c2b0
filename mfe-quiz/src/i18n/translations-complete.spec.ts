import { translationProblems } from '@grammarpath/platform';
import { QUIZ_NAMESPACE } from '.';
import { quizTranslations } from './quiz-translations';

describe('quiz translations', () => {
  it('has every English key, non-empty and with the same variables, in ja, vi and zh', () => {
    expect(translationProblems(QUIZ_NAMESPACE, quizTranslations)).toEqual([]);
  });
});
