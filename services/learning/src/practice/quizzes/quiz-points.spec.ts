import { POINTS_PER_CORRECT_ANSWER } from '@grammarpath/contracts';
import { quizPointsOf } from './quiz-points';

describe('quizPointsOf', () => {
  it('counts the first-try answers, and the earned achievements when given', () => {
    expect(quizPointsOf({ firstTryCorrect: 7 })).toEqual({
      answers: 7 * POINTS_PER_CORRECT_ANSWER,
      achievements: 0,
      earned: 7 * POINTS_PER_CORRECT_ANSWER,
    });
    expect(quizPointsOf({ firstTryCorrect: 3 }, [{ points: 10 }, { points: 25 }])).toEqual({
      answers: 3 * POINTS_PER_CORRECT_ANSWER,
      achievements: 35,
      earned: 3 * POINTS_PER_CORRECT_ANSWER + 35,
    });
  });

  it('gives nothing for a quiz with no answer right at the first try and nothing earned', () => {
    expect(quizPointsOf({ firstTryCorrect: 0 }, [])).toEqual({ answers: 0, achievements: 0, earned: 0 });
  });
});
