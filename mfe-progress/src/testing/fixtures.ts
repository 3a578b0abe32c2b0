import type { AchievementView, BadgeView, ProgressSummary } from '@grammarpath/contracts';

/** An achievement of the catalogue, a milestone of common rarity unless overridden. */
export const achievement = (id: number, over: Partial<AchievementView>): AchievementView => ({
  id,
  key: `a-${id}`,
  name: `Achievement ${id}`,
  description: `Description ${id}`,
  type: 'milestone',
  rarity: 'common',
  threshold: 5,
  points: 10,
  icon: 'TrophyOutlined',
  translations: {},
  ...over,
});

/** A badge of the catalogue, with a Japanese translation. */
export const badge = (id: number, key: string, name: string): BadgeView => ({
  id,
  key,
  name,
  description: `${name} description`,
  icon: 'SmileOutlined',
  criteria: { metric: 'quizzes_finished', threshold: 5 },
  translations: { ja: { name: `${name} (ja)`, description: '説明' } },
});

/** A learner with some progress: one path completed, one active, three quizzes. */
export const SUMMARY: ProgressSummary = {
  totalPaths: 4,
  completedPathCount: 1,
  activePathCount: 1,
  averageProgress: 75,
  overallProgress: 38,
  stagesCompleted: 3,
  stagesAvailable: 5,
  activePaths: [],
  completedPaths: [],
  nextStages: [],
  suggestedPaths: [],
  recommendedPaths: [],
  recentActivity: [],
  strongestAreas: [],
  progressByTopic: [],
  progressByDifficulty: [],
  weeklyActivity: [],
  streakDays: 2,
  activeDays: 2,
  quizzesFinished: 3,
  points: 42,
  mastery: [],
  accuracyByType: [],
  hasProgress: true,
};
