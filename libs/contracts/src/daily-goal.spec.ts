import { dailyGoalPercent } from './daily-goal';

describe('dailyGoalPercent', () => {
  it('is the share of the goal answered today, floored and capped at 100, and 0 without a goal', () => {
    expect(dailyGoalPercent({ questionsPerDay: 20, answeredToday: 0, streakDays: 0 })).toBe(0);
    expect(dailyGoalPercent({ questionsPerDay: 30, answeredToday: 7, streakDays: 2 })).toBe(23);
    expect(dailyGoalPercent({ questionsPerDay: 10, answeredToday: 10, streakDays: 1 })).toBe(100);
    expect(dailyGoalPercent({ questionsPerDay: 10, answeredToday: 35, streakDays: 1 })).toBe(100);
    expect(dailyGoalPercent({ questionsPerDay: null, answeredToday: 12, streakDays: 4 })).toBe(0);
  });
});
