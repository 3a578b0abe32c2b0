import { consistentWeeks, currentStreak, longestStreak } from './activity-rules';

describe('streaks', () => {
  it('finds the longest run and the live streak, which survives until the end of the next day', () => {
    const days = ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-10', '2026-11-20', '2026-11-21'];
    expect(longestStreak(days)).toBe(3);
    expect(currentStreak(days, new Date('2026-11-21T23:00:00Z'))).toBe(2);
    expect(currentStreak(days, new Date('2026-11-22T08:00:00Z'))).toBe(2);
    expect(currentStreak(days, new Date('2026-11-23T08:00:00Z'))).toBe(0);
    expect(longestStreak([])).toBe(0);
  });

  it('counts weeks (Monday to Sunday) with enough active days', () => {
    // 2026-11-16 is a Monday.
    expect(consistentWeeks(['2026-11-16', '2026-11-18', '2026-11-22', '2026-11-23'], 3)).toBe(1);
    expect(consistentWeeks(['2026-11-15', '2026-11-16', '2026-11-17'], 3)).toBe(0);
  });
});
