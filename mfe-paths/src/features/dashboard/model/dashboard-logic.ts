import {
  HOME_ACTIVE_PATHS,
  RECOMMENDATION_TEXT_LENGTH,
  type LearningPathListItem,
  type LearningPathProgress,
} from '@grammarpath/contracts';
import { isPathComplete } from '../../../shared/model/path-progress';

export interface DashboardNumbers {
  /** Average progress over every path; unstarted paths count 0. */
  overallProgress: number;
  completedCount: number;
  totalPaths: number;
  activeCount: number;
  /** Up to 3 started, unfinished paths, highest progress first. */
  activePaths: LearningPathListItem[];
  /** The active path with the highest progress, else the first path not started. */
  recommendation: LearningPathListItem | null;
}

export function dashboardNumbers(paths: readonly LearningPathListItem[]): DashboardNumbers {
  const completed = paths.filter((path) => isPathComplete(path.progress));
  const active = paths
    .filter((path) => !!path.progress && !isPathComplete(path.progress))
    .sort((a, b) => (b.progress?.overallProgress ?? 0) - (a.progress?.overallProgress ?? 0));
  const sum = paths.reduce(
    (total, path) => total + (isPathComplete(path.progress) ? 100 : (path.progress?.overallProgress ?? 0)),
    0,
  );
  return {
    overallProgress: paths.length ? Math.round(sum / paths.length) : 0,
    completedCount: completed.length,
    totalPaths: paths.length,
    activeCount: active.length,
    activePaths: active.slice(0, HOME_ACTIVE_PATHS),
    recommendation: active[0] ?? paths.find((path) => !path.progress) ?? null,
  };
}

/** The first 100 characters of a description, with an ellipsis when it was cut. */
export function shortDescription(text: string): string {
  // A translation's English examples are marked <en>…</en>: the marks do not count, and a cut one is closed.
  let shown = 0;
  let cut = '';
  for (const piece of text.split(/(<\/?en>)/)) {
    if (piece === '<en>' || piece === '</en>') {
      cut += piece;
      continue;
    }
    const room = RECOMMENDATION_TEXT_LENGTH - shown;
    if (piece.length > room) {
      cut += piece.slice(0, room).trimEnd();
      const open = (cut.match(/<en>/g) ?? []).length > (cut.match(/<\/en>/g) ?? []).length;
      return `${cut}${open ? '</en>' : ''}…`;
    }
    cut += piece;
    shown += piece.length;
  }
  return text;
}

function dayKey(date: Date): string {
  return `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
}

/**
 * Consecutive days with activity up to today, or up to yesterday when nothing happened yet today
 * (the streak is not lost until a whole day passes).
 */
export function streakDays(activityDates: readonly (string | Date)[], now: Date = new Date()): number {
  const days = new Set(activityDates.map((value) => dayKey(new Date(value))));
  const cursor = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  if (!days.has(dayKey(cursor))) cursor.setDate(cursor.getDate() - 1);
  let streak = 0;
  while (days.has(dayKey(cursor))) {
    streak += 1;
    cursor.setDate(cursor.getDate() - 1);
  }
  return streak;
}

/** The days a learner's path progress records show activity on: started, last activity, completed. */
export function progressActivityDates(progress: readonly LearningPathProgress[]): string[] {
  return progress.flatMap((item) =>
    [item.started, item.lastActivity, item.completedDate].filter((date): date is string => !!date),
  );
}
