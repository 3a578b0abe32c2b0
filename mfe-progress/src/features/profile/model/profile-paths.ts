import { DEFAULT_PATH_MINUTES, type LearningPathListItem } from '@grammarpath/contracts';

/** A path the learner has finished (marked completed, or at 100 %). */
export const isComplete = (path: LearningPathListItem): boolean =>
  !!path.progress && (path.progress.completed || path.progress.overallProgress >= 100);

/** A path's estimated hours, rounded (the default estimate when it has none). */
export const hoursOf = (minutes: number): number => Math.round((minutes || DEFAULT_PATH_MINUTES) / 60);

/** The profile's three lists: started and not finished, finished, and every path. */
export function profilePathLists(paths: LearningPathListItem[]) {
  return {
    inProgress: paths.filter((path) => path.progress && !isComplete(path)),
    completed: paths.filter(isComplete),
    all: paths,
  };
}
