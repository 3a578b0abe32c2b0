import type { LearningPathProgress, StageView } from '@grammarpath/contracts';

export type StageState = 'completed' | 'available' | 'locked';

type ProgressLike = Pick<LearningPathProgress, 'completed' | 'overallProgress' | 'stagesCompleted'>;

/** The completed stage ids; a single number is read as a one-item list (SPEC §3). */
export function completedStageIds(progress: ProgressLike | null | undefined): number[] {
  const value = progress?.stagesCompleted;
  if (value === null || value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** A path is complete at overallProgress 100 or completed true (SPEC §4). */
export function isPathComplete(progress: ProgressLike | null | undefined): boolean {
  return !!progress && (progress.completed || progress.overallProgress >= 100);
}

export type PathStatus = 'notStarted' | 'inProgress' | 'completed';
export function pathStatus(progress: ProgressLike | null | undefined): PathStatus {
  if (!progress) return 'notStarted';
  return isPathComplete(progress) ? 'completed' : 'inProgress';
}

export function sortStages(stages: readonly StageView[]): StageView[] {
  return [...stages].sort((a, b) => a.orderIndex - b.orderIndex || a.id - b.id);
}

/** Stages unlock in sequence: the first, or one whose previous stage is completed (SPEC §4). */
export function stageStates(stages: readonly StageView[], completedIds: readonly number[]): StageState[] {
  const done = new Set(completedIds);
  return stages.map((stage, index) => {
    if (done.has(stage.id)) return 'completed';
    if (index === 0 || done.has(stages[index - 1].id)) return 'available';
    return 'locked';
  });
}

/** SPEC §9: floor(completed / total * 100) — not contracts' rounding `percent`. */
export function stagePercent(completed: number, total: number): number {
  return total > 0 ? Math.floor((completed / total) * 100) : 0;
}
