import {
  DEFAULT_PATH_MINUTES,
  DIFFICULTY_ORDER,
  PROGRESS_COLOUR_THRESHOLDS,
  QUESTION_TYPES,
  QUESTION_COUNT,
  type DifficultyLevel,
  type LearningPathListItem,
  type QuizSettings,
} from '@grammarpath/contracts';
import type { PathProgress, PathStage } from '../api/paths-types';

export type StageState = 'completed' | 'available' | 'locked';
export type PathFilter = 'all' | 'inProgress' | 'completed' | 'beginner' | 'intermediate' | 'advanced';
export const PATH_FILTERS: readonly PathFilter[] = [
  'all',
  'inProgress',
  'completed',
  'beginner',
  'intermediate',
  'advanced',
];

type ProgressLike = Pick<PathProgress, 'completed' | 'overallProgress' | 'stagesCompleted'>;

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

export function sortStages(stages: readonly PathStage[]): PathStage[] {
  return [...stages].sort((a, b) => a.orderIndex - b.orderIndex || a.id - b.id);
}

/** Stages unlock in sequence: the first, or one whose previous stage is completed (SPEC §4). */
export function stageStates(stages: readonly PathStage[], completedIds: readonly number[]): StageState[] {
  const done = new Set(completedIds);
  return stages.map((stage, index) => {
    if (done.has(stage.id)) return 'completed';
    if (index === 0 || done.has(stages[index - 1].id)) return 'available';
    return 'locked';
  });
}

/** SPEC §9: floor(completed / total * 100). */
export function stagePercent(completed: number, total: number): number {
  return total > 0 ? Math.floor((completed / total) * 100) : 0;
}

/** Green at 80 or more, yellow at 50 or more, otherwise blue (SPEC §4). */
export type ProgressColour = 'green' | 'yellow' | 'blue';
export function progressColour(percent: number): ProgressColour {
  if (percent >= PROGRESS_COLOUR_THRESHOLDS.green) return 'green';
  if (percent >= PROGRESS_COLOUR_THRESHOLDS.yellow) return 'yellow';
  return 'blue';
}
export const PROGRESS_STROKE: Record<ProgressColour, string> = {
  green: '#389e0d',
  yellow: '#d4b106',
  blue: '#1677ff',
};

/** Estimated time in whole hours (minutes / 60, rounded; 60 minutes when missing). */
export function hoursOf(minutes: number | null | undefined): number {
  return Math.round((minutes || DEFAULT_PATH_MINUTES) / 60);
}

export function difficultyRank(level: string): number {
  return DIFFICULTY_ORDER[level as DifficultyLevel] ?? Number.MAX_SAFE_INTEGER;
}

/** Beginner, intermediate, advanced; stable within a level. */
export function sortByDifficulty<T extends { difficultyLevel: string }>(paths: readonly T[]): T[] {
  return paths
    .map((path, index) => ({ path, index }))
    .sort(
      (a, b) =>
        difficultyRank(a.path.difficultyLevel) - difficultyRank(b.path.difficultyLevel) || a.index - b.index,
    )
    .map(({ path }) => path);
}

export type PathStatus = 'notStarted' | 'inProgress' | 'completed';
export function pathStatus(progress: ProgressLike | null | undefined): PathStatus {
  if (!progress) return 'notStarted';
  return isPathComplete(progress) ? 'completed' : 'inProgress';
}

/** The list's search (name and description, case-insensitive) and filter tab. */
export function filterPaths(
  paths: readonly LearningPathListItem[],
  filter: PathFilter,
  search: string,
): LearningPathListItem[] {
  const needle = search.trim().toLowerCase();
  return paths.filter((path) => {
    if (needle && !`${path.name} ${path.description}`.toLowerCase().includes(needle)) return false;
    switch (filter) {
      case 'all':
        return true;
      case 'inProgress':
        return pathStatus(path.progress) === 'inProgress';
      case 'completed':
        return pathStatus(path.progress) === 'completed';
      default:
        return path.difficultyLevel === filter;
    }
  });
}

/** /quiz?settings=… for a stage's question set: all five question types, 10 questions. */
export function stageQuizUrl(stageId: number, difficultyLevel: DifficultyLevel): string {
  const settings: QuizSettings = {
    mode: 'stage',
    stageId,
    difficultyLevel,
    questionTypes: [...QUESTION_TYPES],
    questionCount: QUESTION_COUNT.default,
    isPracticeMode: false,
    progressiveDifficulty: false,
  };
  return `/quiz?settings=${encodeURIComponent(JSON.stringify(settings))}`;
}
