import {
  PLACEMENT_LEVELS,
  PLACEMENT_PASS_MARK,
  PLACEMENT_QUESTIONS_PER_LEVEL,
  type PlacementLevel,
  type PlacementLevelScore,
} from '../placement';

/** A level passes with at least PLACEMENT_PASS_MARK of PLACEMENT_QUESTIONS_PER_LEVEL right (in proportion if fewer were asked). */
export function passesLevel(correct: number, total: number): boolean {
  return total > 0 && correct * PLACEMENT_QUESTIONS_PER_LEVEL >= total * PLACEMENT_PASS_MARK;
}

/**
 * The suggested level: the highest level passed with every lower level passed too (a gap stops the climb);
 * A1 when not even A1 is passed. `scores` may come in any order; a level missing from it is not passed.
 */
export function suggestedPlacementLevel(
  scores: readonly Pick<PlacementLevelScore, 'level' | 'passed'>[],
): PlacementLevel {
  const passed = new Set(scores.filter((score) => score.passed).map((score) => score.level));
  let level: PlacementLevel = PLACEMENT_LEVELS[0];
  for (const candidate of PLACEMENT_LEVELS) {
    if (!passed.has(candidate)) break;
    level = candidate;
  }
  return level;
}
