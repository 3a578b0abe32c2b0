import { QUESTION_COUNT } from '@grammarpath/contracts';
import { firstTryPercent, passesStage, standingOf } from './stage-quiz-rules';

describe('stage quiz rules', () => {
  it('passes at the threshold percent of first-try answers, not below', () => {
    expect(passesStage({ firstTryCorrect: 7, totalQuestions: 10 }, 70, 30)).toBe(true);
    expect(passesStage({ firstTryCorrect: 6, totalQuestions: 10 }, 70, 30)).toBe(false);
    expect(passesStage({ firstTryCorrect: 8, totalQuestions: 10 }, 80, 30)).toBe(true);
    expect(passesStage({ firstTryCorrect: 14, totalQuestions: 20 }, 70, 30)).toBe(true);
    expect(passesStage({ firstTryCorrect: 13, totalQuestions: 20 }, 70, 30)).toBe(false);
  });

  it('needs a whole quiz: QUESTION_COUNT.min questions, or every question of a smaller stage set', () => {
    expect(passesStage({ firstTryCorrect: 3, totalQuestions: 3 }, 70, 30)).toBe(false);
    expect(passesStage({ firstTryCorrect: 3, totalQuestions: 3 }, 70, 3)).toBe(true);
    expect(passesStage({ firstTryCorrect: 0, totalQuestions: 0 }, 0, 0)).toBe(false);
    const min = QUESTION_COUNT.min;
    expect(passesStage({ firstTryCorrect: min, totalQuestions: min }, 100, 40)).toBe(true);
  });

  it('rounds the first-try percent down', () => {
    expect(firstTryPercent({ firstTryCorrect: 2, totalQuestions: 3 })).toBe(66);
    expect(firstTryPercent({ firstTryCorrect: 0, totalQuestions: 0 })).toBe(0);
  });

  it('gives the standing: passed once is passed, best over the results long enough to count', () => {
    expect(standingOf([], 70, 20)).toEqual({ passed: false, bestFirstTryScore: null });
    expect(
      standingOf(
        [
          { firstTryCorrect: 5, totalQuestions: 10 },
          { firstTryCorrect: 9, totalQuestions: 10 },
          { firstTryCorrect: 2, totalQuestions: 2 },
        ],
        70,
        20,
      ),
    ).toEqual({ passed: true, bestFirstTryScore: 90 });
    expect(standingOf([{ firstTryCorrect: 6, totalQuestions: 10 }], 70, 20)).toEqual({
      passed: false,
      bestFirstTryScore: 60,
    });
  });
});
