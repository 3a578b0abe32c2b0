import type { LearningPathListItem } from '@grammarpath/contracts';
import { teachingPlainText } from '@grammarpath/platform/ui';
import { pathStatus } from '../../../shared/model/path-progress';

export type PathFilter = 'all' | 'inProgress' | 'completed' | 'beginner' | 'intermediate' | 'advanced';
export const PATH_FILTERS: readonly PathFilter[] = [
  'all',
  'inProgress',
  'completed',
  'beginner',
  'intermediate',
  'advanced',
];

/** The list's search (name and description, case-insensitive) and filter tab. */
export function filterPaths(
  paths: readonly LearningPathListItem[],
  filter: PathFilter,
  search: string,
): LearningPathListItem[] {
  const needle = search.trim().toLowerCase();
  return paths.filter((path) => {
    if (needle && !teachingPlainText(`${path.name} ${path.description}`).toLowerCase().includes(needle))
      return false;
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
