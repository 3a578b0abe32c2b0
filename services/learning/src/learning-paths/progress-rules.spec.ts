import { applyProgress, deriveProgress, lockedBy, percentOf, type ProgressFields } from './progress-rules';

const stages = [11, 12, 13];

function row(stagesCompleted: number[], completed = false): ProgressFields {
  return {
    ...deriveProgress(stages, stagesCompleted),
    lastActivity: new Date(0),
    completed,
    completedDate: null,
  };
}

describe('progress rules', () => {
  it('rounds the percent down and treats a path without stages as 0', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(2, 3)).toBe(66);
    expect(percentOf(3, 3)).toBe(100);
    expect(percentOf(0, 0)).toBe(0);
  });

  it('derives the completed ids in path order, the percent and the next stage', () => {
    expect(deriveProgress(stages, [12, 11, 99])).toEqual({
      stagesCompleted: [11, 12],
      overallProgress: 66,
      currentStageId: 13,
    });
    expect(deriveProgress(stages, [])).toMatchObject({ currentStageId: 11, overallProgress: 0 });
    expect(deriveProgress(stages, stages)).toMatchObject({ currentStageId: 13, overallProgress: 100 });
    expect(deriveProgress([], [])).toEqual({ stagesCompleted: [], overallProgress: 0, currentStageId: null });
  });

  it('unlocks the first stage and any stage whose predecessor is done', () => {
    expect(lockedBy(stages, 11, [])).toBeNull();
    expect(lockedBy(stages, 12, [])).toBe(11);
    expect(lockedBy(stages, 12, [11])).toBeNull();
    expect(lockedBy(stages, 13, [11])).toBe(12);
  });

  it('adds a stage, stamps the activity and completes the path at 100 %', () => {
    const now = new Date(1000);
    const progress = row([11, 12]);
    expect(applyProgress(progress, stages, now, 13)).toEqual(['stage_completed', 'completed']);
    expect(progress).toEqual({
      stagesCompleted: [11, 12, 13],
      overallProgress: 100,
      currentStageId: 13,
      lastActivity: now,
      completed: true,
      completedDate: now,
    });
  });

  it('records nothing when the stage was already completed or the path already was', () => {
    const done = row(stages, true);
    expect(applyProgress(done, stages, new Date(), 12)).toEqual([]);
    expect(done.completedDate).toBeNull();
    expect(applyProgress(row([11]), stages, new Date())).toEqual([]);
  });
});
