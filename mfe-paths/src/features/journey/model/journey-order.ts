import { DIFFICULTY_ORDER, type DifficultyLevel } from '@grammarpath/contracts';

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
