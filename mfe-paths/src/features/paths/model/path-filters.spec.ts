import { listItem } from '../../../testing/mock-api';
import { filterPaths } from './path-filters';

describe('path filters', () => {
  it('filters by tab and by a case-insensitive search of name and description', () => {
    const paths = [
      listItem(1, 'Articles', 'beginner', { overallProgress: 50, completed: false, stagesCompleted: [1] }),
      listItem(2, 'Tenses', 'intermediate', {
        overallProgress: 100,
        completed: true,
        stagesCompleted: [1, 2],
      }),
      listItem(3, 'Clauses', 'advanced', null, 'Relative clauses with who and which'),
    ];
    const ids = (filter: Parameters<typeof filterPaths>[1], search = '') =>
      filterPaths(paths, filter, search).map((path) => path.id);
    expect(ids('all')).toEqual([1, 2, 3]);
    expect(ids('inProgress')).toEqual([1]);
    expect(ids('completed')).toEqual([2]);
    expect(ids('beginner')).toEqual([1]);
    expect(ids('intermediate')).toEqual([2]);
    expect(ids('advanced')).toEqual([3]);
    expect(ids('all', 'WHICH')).toEqual([3]);
    expect(ids('beginner', 'tenses')).toEqual([]);
  });
});
