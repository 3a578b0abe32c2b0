import { type ActivityType } from '@grammarpath/contracts';

/** Stage progress percent (SPEC §9): floor(completed / total * 100); 0 for a path without stages. */
export function percentOf(done: number, total: number): number {
  return total === 0 ? 0 : Math.floor((done / total) * 100);
}

/** The parts of a progress row that follow from the completed stages. */
export interface DerivedProgress {
  /** Completed stage ids in path order; ids of stages no longer in the path are dropped. */
  stagesCompleted: number[];
  overallProgress: number;
  /** The stage at index min(completed count, stage count - 1) (SPEC §4); null without stages. */
  currentStageId: number | null;
}

/** orderedStageIds: the path's stage ids in orderIndex order. */
export function deriveProgress(
  orderedStageIds: readonly number[],
  completedIds: Iterable<number>,
): DerivedProgress {
  const done = new Set(completedIds);
  const stagesCompleted = orderedStageIds.filter((id) => done.has(id));
  const total = orderedStageIds.length;
  return {
    stagesCompleted,
    overallProgress: percentOf(stagesCompleted.length, total),
    currentStageId: total === 0 ? null : orderedStageIds[Math.min(stagesCompleted.length, total - 1)],
  };
}

/** Why a stage cannot be completed now, or null when it can (first stage, or the previous one is done). */
export function lockedBy(
  orderedStageIds: readonly number[],
  stageId: number,
  completedIds: readonly number[],
): number | null {
  const index = orderedStageIds.indexOf(stageId);
  if (index <= 0) return null;
  const previous = orderedStageIds[index - 1];
  return completedIds.includes(previous) ? null : previous;
}

/** A mutable progress row, as far as the rules need it. */
export interface ProgressFields extends DerivedProgress {
  lastActivity: Date;
  completed: boolean;
  completedDate: Date | null;
}

/**
 * Recomputes the row from its completed stages (plus `addStageId`), stamps lastActivity and completes the
 * path at 100 %. Returns the activity to record: stage_completed when a stage was added, completed when the
 * path has just been completed.
 */
export function applyProgress(
  row: ProgressFields,
  orderedStageIds: readonly number[],
  now: Date,
  addStageId?: number,
): ActivityType[] {
  const before = new Set(row.stagesCompleted);
  const derived = deriveProgress(
    orderedStageIds,
    addStageId === undefined ? before : [...before, addStageId],
  );
  Object.assign(row, derived, { lastActivity: now });
  const events: ActivityType[] = [];
  if (addStageId !== undefined && !before.has(addStageId)) events.push('stage_completed');
  if (derived.overallProgress === 100 && !row.completed) {
    row.completed = true;
    row.completedDate = now;
    events.push('completed');
  }
  return events;
}
