import { POINTS_PER_CORRECT_ANSWER } from '../progress';
import { pointsForCheck } from './answer-points';

describe('pointsForCheck', () => {
  it('gives the points of a correct answer at the first try only', () => {
    expect(pointsForCheck({ isCorrect: true, attempt: 1 })).toBe(POINTS_PER_CORRECT_ANSWER);
    expect(pointsForCheck({ isCorrect: true, attempt: 2 })).toBe(0);
    expect(pointsForCheck({ isCorrect: false, attempt: 1 })).toBe(0);
  });
});
