import { listItem } from '../../../testing/mock-api';
import { sortByDifficulty } from './journey-order';

describe('journey order', () => {
  it('sorts by difficulty, keeping the order within a level', () => {
    const sorted = sortByDifficulty([
      listItem(1, 'A', 'advanced'),
      listItem(2, 'B', 'beginner'),
      listItem(3, 'C', 'intermediate'),
      listItem(4, 'D', 'beginner'),
    ]);
    expect(sorted.map((path) => path.id)).toEqual([2, 4, 3, 1]);
  });
});
