import { DEFAULT_PATH_MINUTES, type LearningPathListItem } from '@grammarpath/contracts';
import { hoursOf, profilePathLists } from './profile-paths';

const path = (id: number, progress: { completed: boolean; overallProgress: number } | null) =>
  ({ id, progress }) as LearningPathListItem;

describe('profile paths', () => {
  it('splits started paths into in progress and completed (marked so, or at 100 %)', () => {
    const paths = [
      path(1, null),
      path(2, { completed: false, overallProgress: 40 }),
      path(3, { completed: true, overallProgress: 90 }),
      path(4, { completed: false, overallProgress: 100 }),
    ];
    const lists = profilePathLists(paths);
    expect(lists.inProgress.map((p) => p.id)).toEqual([2]);
    expect(lists.completed.map((p) => p.id)).toEqual([3, 4]);
    expect(lists.all).toBe(paths);
  });

  it('rounds the estimate to hours, using the default without one', () => {
    expect(hoursOf(150)).toBe(3);
    expect(hoursOf(0)).toBe(Math.round(DEFAULT_PATH_MINUTES / 60));
  });
});
