import {
  type AchievementMetric,
  type AchievementMetricParams,
  POINTS_PER_CORRECT_ANSWER,
} from '@grammarpath/contracts';
import { consistentWeeks, isMastered, longestStreak } from '../learner-stats/activity-rules';
import { type LearnerStatistics } from '../learner-stats/learner-statistics';

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
