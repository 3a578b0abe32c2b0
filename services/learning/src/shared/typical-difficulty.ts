import { DIFFICULTY_LEVELS, DIFFICULTY_ORDER, type DifficultyLevel } from '@grammarpath/contracts';

/** The level most of the questions have (the rounded mean); beginner for none. */
export function typicalDifficulty(entries: readonly { difficultyLevel: DifficultyLevel }[]): DifficultyLevel {
  if (entries.length === 0) return 'beginner';
  const mean = entries.reduce((sum, e) => sum + DIFFICULTY_ORDER[e.difficultyLevel], 0) / entries.length;
  return DIFFICULTY_LEVELS[Math.round(mean) - 1];
}
