import { listItem, progressOf } from '../../../testing/mock-api';
import { dashboardNumbers, progressActivityDates, shortDescription, streakDays } from './dashboard-logic';

const progress = (overallProgress: number) => ({
  overallProgress,
  completed: overallProgress >= 100,
  stagesCompleted: [],
});

describe('dashboard logic', () => {
  it('counts completed and active paths and averages over every path', () => {
    const numbers = dashboardNumbers([
      listItem(1, 'A', 'beginner', progress(100)),
      listItem(2, 'B', 'beginner', progress(40)),
      listItem(3, 'C', 'beginner', progress(60)),
      listItem(4, 'D', 'beginner', progress(0)),
      listItem(5, 'E', 'beginner', progress(10)),
      listItem(6, 'F', 'beginner', null),
      listItem(7, 'G', 'beginner', null),
      listItem(8, 'H', 'beginner', null),
    ]);
    expect(numbers.totalPaths).toBe(8);
    expect(numbers.completedCount).toBe(1);
    expect(numbers.activeCount).toBe(4);
    expect(numbers.overallProgress).toBe(Math.round(210 / 8));
    expect(numbers.activePaths.map((path) => path.id)).toEqual([3, 2, 5]);
    expect(numbers.recommendation?.id).toBe(3);
  });

  it('recommends the first unstarted path when none is active, else nothing', () => {
    expect(
      dashboardNumbers([listItem(1, 'A', 'beginner', progress(100)), listItem(2, 'B', 'beginner', null)])
        .recommendation?.id,
    ).toBe(2);
    expect(dashboardNumbers([listItem(1, 'A', 'beginner', progress(100))]).recommendation).toBeNull();
  });

  it('cuts a description at 100 characters', () => {
    expect(shortDescription('short')).toBe('short');
    const cut = shortDescription('x'.repeat(150));
    expect(cut).toBe(`${'x'.repeat(100)}…`);
  });

  it('keeps the English marks of a translated description out of the count, closing a cut one', () => {
    const text = `${'あ'.repeat(90)}<en>${'w'.repeat(20)}</en>`;
    expect(shortDescription(text)).toBe(`${'あ'.repeat(90)}<en>${'w'.repeat(10)}</en>…`);
    expect(shortDescription('短い <en>who</en> です')).toBe('短い <en>who</en> です');
  });

  it('counts consecutive days of activity up to today or yesterday', () => {
    const now = new Date(2026, 10, 22, 12);
    const day = (d: number) => new Date(2026, 10, d, 9).toISOString();
    expect(streakDays([day(22), day(21), day(20), day(18)], now)).toBe(3);
    expect(streakDays([day(21), day(20)], now)).toBe(2);
    expect(streakDays([day(19)], now)).toBe(0);
    expect(streakDays([], now)).toBe(0);
  });

  it('takes activity days from the progress records', () => {
    expect(progressActivityDates([progressOf(1, [], 0)])).toHaveLength(2);
    expect(progressActivityDates([progressOf(1, [1], 100)])).toHaveLength(3);
  });
});
