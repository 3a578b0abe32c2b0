/** The daily goals a learner may choose: questions answered a day. */
export const DAILY_GOAL_CHOICES = [10, 20, 30] as const;
export type DailyGoalChoice = (typeof DAILY_GOAL_CHOICES)[number];

/** GET /api/user/daily-goal: the learner's goal, today's answered questions and the current streak. */
export interface DailyGoalView {
  /** The chosen goal, or null until the learner chooses one. */
  questionsPerDay: DailyGoalChoice | null;
  /** Questions answered today (UTC day), in any quiz, finished or not. */
  answeredToday: number;
  /** Consecutive days with a finished quiz or a completed stage, ending today or yesterday (DESIGN.md §5). */
  streakDays: number;
}

/** POST /api/user/daily-goal. */
export interface DailyGoalRequest {
  questionsPerDay: DailyGoalChoice;
}

/** Today's share of the goal, 0–100 (0 without a goal). */
export function dailyGoalPercent(view: DailyGoalView): number {
  if (!view.questionsPerDay) return 0;
  return Math.min(100, Math.floor((view.answeredToday / view.questionsPerDay) * 100));
}
