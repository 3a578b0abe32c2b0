import { type CheckAchievementsResponse } from '@grammarpath/contracts';

/**
 * What the achievements feature offers the practice feature: checking a learner's achievements once a quiz
 * result is stored (DESIGN.md §5: "Achievements are checked after every saved quiz result too"). Provided by
 * AchievementsModule under ACHIEVEMENT_CHECKS; app.module.ts gives it to PracticeModule, so neither feature
 * imports the other.
 */
export interface AchievementChecks {
  /** Evaluates every achievement and badge; answers those earned by this call (each once, ever). */
  check(userId: number): Promise<CheckAchievementsResponse>;
}

export const ACHIEVEMENT_CHECKS = Symbol('ACHIEVEMENT_CHECKS');
