import { stage } from '../../testing/mock-api';
import { completedStageIds, isPathComplete, pathStatus, stagePercent, stageStates } from './path-progress';

describe('path progress', () => {
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

  it('names a path not started, in progress or completed', () => {
    expect(pathStatus(null)).toBe('notStarted');
    expect(pathStatus({ completed: false, overallProgress: 0, stagesCompleted: [] })).toBe('inProgress');
    expect(pathStatus({ completed: true, overallProgress: 100, stagesCompleted: [1] })).toBe('completed');
  });

  it('floors the stage percent', () => {
    expect(stagePercent(1, 3)).toBe(33);
    expect(stagePercent(2, 3)).toBe(66);
    expect(stagePercent(0, 0)).toBe(0);
  });
});
