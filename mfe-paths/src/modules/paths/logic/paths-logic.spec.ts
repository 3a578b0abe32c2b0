import { stage } from '../../../test/mock-api';
import {
  completedStageIds,
  filterPaths,
  hoursOf,
  isPathComplete,
  progressColour,
  sortByDifficulty,
  stagePercent,
  stageQuizUrl,
  stageStates,
} from './paths-logic';
import { listItem } from '../../../test/mock-api';

describe('paths logic', () => {
  const stages = [stage(11, 0), stage(12, 1), stage(13, 2)];

  it('unlocks stages in sequence', () => {
    expect(stageStates(stages, [])).toEqual(['available', 'locked', 'locked']);
    expect(stageStates(stages, [11])).toEqual(['completed', 'available', 'locked']);
    expect(stageStates(stages, [11, 12, 13])).toEqual(['completed', 'completed', 'completed']);
  });

  it('reads a single number of stagesCompleted as a one-item list', () => {
    expect(completedStageIds({ completed: false, overallProgress: 0, stagesCompleted: 7 as never })).toEqual([
      7,
    ]);
    expect(completedStageIds(null)).toEqual([]);
  });

  it('calls a path complete at 100 % or when flagged', () => {
    expect(isPathComplete({ completed: false, overallProgress: 100, stagesCompleted: [] })).toBe(true);
    expect(isPathComplete({ completed: true, overallProgress: 40, stagesCompleted: [] })).toBe(true);
    expect(isPathComplete({ completed: false, overallProgress: 99, stagesCompleted: [] })).toBe(false);
  });

  it('colours progress green from 80, yellow from 50, else blue', () => {
    expect([100, 80, 79, 50, 49, 0].map(progressColour)).toEqual([
      'green',
      'green',
      'yellow',
      'yellow',
      'blue',
      'blue',
    ]);
  });

  it('floors the stage percent and rounds the hours', () => {
    expect(stagePercent(1, 3)).toBe(33);
    expect(stagePercent(2, 3)).toBe(66);
    expect(stagePercent(0, 0)).toBe(0);
    expect(hoursOf(90)).toBe(2);
    expect(hoursOf(0)).toBe(1);
  });

  it('sorts by difficulty, keeping the order within a level', () => {
    const sorted = sortByDifficulty([
      listItem(1, 'A', 'advanced'),
      listItem(2, 'B', 'beginner'),
      listItem(3, 'C', 'intermediate'),
      listItem(4, 'D', 'beginner'),
    ]);
    expect(sorted.map((path) => path.id)).toEqual([2, 4, 3, 1]);
  });

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

  it('builds the stage quiz address with all five types and 10 questions', () => {
    const url = stageQuizUrl(12, 'intermediate');
    expect(url.startsWith('/quiz?settings=')).toBe(true);
    const settings = JSON.parse(decodeURIComponent(url.slice('/quiz?settings='.length)));
    expect(settings).toMatchObject({
      mode: 'stage',
      stageId: 12,
      difficultyLevel: 'intermediate',
      questionCount: 10,
      questionTypes: ['fill_blank', 'rearrange', 'completion', 'error_correction', 'multiple_choice'],
    });
  });
});
