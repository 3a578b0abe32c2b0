import {
  type AchievementMetric,
  type AchievementMetricParams,
  POINTS_PER_CORRECT_ANSWER,
  TOPIC_MASTERY,
} from '@grammarpath/contracts';
import { type LearnerStatistics } from './learner-statistics';

const DAY_MS = 86_400_000;

const dayNumber = (day: string): number => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
export const utcDay = (date: Date): string => date.toISOString().slice(0, 10);

/** Longest run of consecutive days in a sorted list of distinct days. */
export function longestStreak(days: readonly string[]): number {
  let best = 0;
  let run = 0;
  let previous = Number.NaN;
  for (const day of days) {
    const n = dayNumber(day);
    run = n === previous + 1 ? run + 1 : 1;
    best = Math.max(best, run);
    previous = n;
  }
  return best;
}

/** The streak that is still alive: consecutive days ending today, or yesterday when today has no activity yet. */
export function currentStreak(days: readonly string[], now: Date): number {
  const active = new Set(days.map(dayNumber));
  const today = dayNumber(utcDay(now));
  let day = active.has(today) ? today : today - 1;
  let streak = 0;
  while (active.has(day)) {
    streak += 1;
    day -= 1;
  }
  return streak;
}

/** Weeks (Monday to Sunday, UTC) with activity on at least minDays days. */
export function consistentWeeks(days: readonly string[], minDays: number): number {
  const perWeek = new Map<number, number>();
  for (const day of days) {
    // Day 0 of the epoch was a Thursday; shifting by 3 makes weeks start on Monday.
    const week = Math.floor((dayNumber(day) + 3) / 7);
    perWeek.set(week, (perWeek.get(week) ?? 0) + 1);
  }
  return [...perWeek.values()].filter((count) => count >= minDays).length;
}

const percent = (part: number, whole: number): number => (whole > 0 ? Math.round((part / whole) * 100) : 0);

/**
 * Only what the server saw counts: a quiz counts once a question of it was answered, answers are the ones
 * the server checked, and correctness is first-try correctness (practice mode's further attempts can be
 * brute-forced). Speed uses the server's own time from serving the quiz to its result. The statistics hold
 * the counted quizzes' aggregates (learner-statistics.ts).
 */
export function correctAnswers(stats: LearnerStatistics): number {
  return stats.firstTryCorrect;
}

/** Points from answers alone; achievement points are added by the engine. */
export const answerPoints = (stats: LearnerStatistics): number =>
  correctAnswers(stats) * POINTS_PER_CORRECT_ANSWER;

export const isMastered = (t: { answered: number; firstTryCorrect: number }): boolean =>
  t.answered >= TOPIC_MASTERY.minAnswered &&
  t.firstTryCorrect * 100 >= TOPIC_MASTERY.minFirstTryPercent * t.answered;

/** Counted quizzes whose share of questions right at the first try is at least `minPercent`. */
const scoredAtLeast = (stats: LearnerStatistics, minPercent: number): number =>
  stats.quizScores
    .filter((s) => s.firstTryCorrect * 100 >= minPercent * s.totalQuestions)
    .reduce((sum, s) => sum + s.quizzes, 0);

/**
 * The value of one metric for a learner (content README, metric list). `points` is the learner's total
 * points, which depend on the achievements already earned, so the engine passes it in.
 */
export function metricValue(
  metric: AchievementMetric,
  params: AchievementMetricParams | null,
  stats: LearnerStatistics,
  points: number,
): number {
  switch (metric) {
    case 'quizzes_finished':
      return stats.countedQuizzes;
    case 'questions_answered':
      return stats.questionsAnswered;
    case 'correct_answers':
      return correctAnswers(stats);
    case 'perfect_quizzes':
      return scoredAtLeast(stats, 100);
    case 'high_score_quizzes':
      return scoredAtLeast(stats, params?.minPercent ?? 100);
    case 'accuracy_percent': {
      const answered = stats.questionsAnswered;
      if (answered < (params?.minQuestions ?? 0) || answered === 0) return 0;
      return Math.floor((stats.firstTryCorrect / answered) * 100);
    }
    case 'streak_days':
      return longestStreak(stats.activeDays);
    case 'active_days':
      return stats.activeDays.length;
    case 'weekly_consistency':
      return consistentWeeks(stats.activeDays, params?.minDays ?? 1);
    case 'stages_completed':
      return stats.stagesCompleted;
    case 'paths_completed':
      return stats.pathsCompleted;
    case 'paths_started':
      return stats.pathsStarted;
    case 'topics_mastered':
      return stats.topics.filter(isMastered).length;
    case 'topic_correct':
      return stats.topics.find((t) => t.topic === params?.topic)?.correct ?? 0;
    case 'question_types_explored':
      return stats.types.filter((t) => t.answered > 0).length;
    case 'categories_explored':
      return stats.categoriesExplored;
    case 'cefr_levels_explored':
      return stats.cefrLevelsExplored;
    case 'fast_quizzes': {
      // timeTaken < max × totalQuestions ⇔ floor(timeTaken / totalQuestions) < max, for a whole max.
      const max = params?.maxSecondsPerQuestion ?? 0;
      return stats.fastQuizzes
        .filter((f) => f.secondsPerQuestion < max)
        .reduce((sum, f) => sum + f.quizzes, 0);
    }
    case 'points':
      return points;
    case 'daily_challenges_completed':
      return stats.dailyChallengesCompleted;
    case 'mistakes_reviewed':
      return stats.mistakesReviews;
  }
}

export { percent };
