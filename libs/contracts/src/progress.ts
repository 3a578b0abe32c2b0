import type {
  AchievementRarity,
  AchievementType,
  ActivityType,
  CefrLevel,
  DifficultyLevel,
  GrammarTopic,
  Language,
  QuestionType,
} from './enums';
import type { EnglishOriginals } from './teaching-texts';

/** What the achievement engine counts (learning content README, metric list). */
export const ACHIEVEMENT_METRICS = [
  'quizzes_finished',
  'questions_answered',
  'correct_answers',
  'perfect_quizzes',
  'high_score_quizzes',
  'accuracy_percent',
  'streak_days',
  'active_days',
  'weekly_consistency',
  'stages_completed',
  'paths_completed',
  'paths_started',
  'topics_mastered',
  'topic_correct',
  'question_types_explored',
  'categories_explored',
  'cefr_levels_explored',
  'fast_quizzes',
  'points',
  'daily_challenges_completed',
  'mistakes_reviewed',
] as const;
export type AchievementMetric = (typeof ACHIEVEMENT_METRICS)[number];

export interface AchievementMetricParams {
  minPercent?: number;
  minQuestions?: number;
  minDays?: number;
  topic?: GrammarTopic;
  maxSecondsPerQuestion?: number;
}

/** The interface languages content is translated into: every language but English. */
export type TranslatedLanguage = Exclude<Language, 'en'>;
export type ContentTranslations = Partial<Record<TranslatedLanguage, { name: string; description: string }>>;

/** Points per correct answer in a finished quiz; a learner's points are these plus the points of earned achievements. */
export const POINTS_PER_CORRECT_ANSWER = 1;
/** A grammar topic is mastered with at least this many answers and this first-try accuracy (percent). */
export const TOPIC_MASTERY = { minAnswered: 20, minFirstTryPercent: 85 } as const;
/** Days of weekly activity the dashboards chart (today and the six days before it, UTC). */
export const WEEKLY_ACTIVITY_DAYS = 7;
/** Most recently earned achievements on the achievements page. */
export const RECENT_ACHIEVEMENTS_MAX = 5;

/** One item of GET /api/achievements (English name and description, plus translations). */
export interface AchievementView {
  id: number;
  key: string;
  name: string;
  description: string;
  type: AchievementType;
  rarity: AchievementRarity;
  threshold: number;
  points: number;
  /** An @ant-design/icons component name, e.g. TrophyOutlined. */
  icon: string | null;
  translations: ContentTranslations;
}

/** One item of GET /api/user/achievements: earned (earnedDate set) or in progress. */
export interface UserAchievementView {
  achievementId: number;
  /** Counted value, at most the threshold. */
  progress: number;
  /** ISO 8601, or null while in progress. */
  earnedDate: string | null;
}

/** What earns a badge: the metric reaching the threshold (the achievement engine's metrics). */
export interface BadgeCriteria {
  metric: AchievementMetric;
  threshold: number;
  metricParams?: AchievementMetricParams;
}

/** One item of GET /api/badges (English name and description, plus translations). */
export interface BadgeView {
  id: number;
  key: string;
  name: string;
  description: string;
  /** An @ant-design/icons component name, e.g. FireOutlined. */
  icon: string | null;
  criteria: BadgeCriteria | null;
  translations: ContentTranslations;
}

/** One item of GET /api/user/badges: a badge the learner has earned. */
export interface UserBadgeView {
  badgeId: number;
  /** ISO 8601. */
  dateEarned: string;
}

/** An achievement as it is announced: earned just now, with the moment it was awarded. */
export type EarnedAchievement = AchievementView & { earnedDate: string };

/** POST /api/user/check-achievements. */
export interface CheckAchievementsResponse {
  /** Achievements earned by this call (each is returned once, ever). */
  newAchievements: EarnedAchievement[];
  /** Badges earned by this call (each is returned once, ever). */
  newBadges: (BadgeView & { dateEarned: string })[];
  /** The learner's points after this call. */
  points: number;
}

/** Path and stage names (and a suggestion's description) come in the language asked for, else English. */
export interface PathRef {
  pathId: number;
  name: string;
  difficultyLevel: DifficultyLevel;
  cefrLevel: CefrLevel | null;
  /** The English of the texts that came translated. */
  english?: EnglishOriginals<'name' | 'description'>;
}

export interface ActivePathSummary extends PathRef {
  overallProgress: number;
  stagesCompleted: number;
  stageCount: number;
  /** The next stage: index min(stagesCompleted, stageCount - 1); null for a path without stages. */
  currentStage: {
    stageId: number;
    name: string;
    orderIndex: number;
    english?: EnglishOriginals<'name'>;
  } | null;
  lastActivity: string;
}

export interface CompletedPathSummary extends PathRef {
  completedDate: string | null;
}

export interface NextStage {
  pathId: number;
  pathName: string;
  stageId: number;
  stageName: string;
  orderIndex: number;
  stageCount: number;
  english?: EnglishOriginals<'pathName' | 'stageName'>;
}

export interface SuggestedPath extends PathRef {
  description: string;
  /** Minutes. */
  estimatedCompletionTime: number;
  prerequisitesMet: boolean;
}

export interface RecentActivity {
  type: ActivityType;
  pathId: number;
  pathName: string;
  stageId: number | null;
  stageName: string | null;
  date: string;
  english?: EnglishOriginals<'pathName' | 'stageName'>;
}

/** Progress = share (percent) of the learner's started paths with this topic that are completed. */
export interface TopicProgress {
  topic: GrammarTopic;
  progress: number;
  startedPaths: number;
  completedPaths: number;
}

export interface DifficultyProgress {
  difficultyLevel: DifficultyLevel;
  /** Average overallProgress over every path of this difficulty (unstarted ones count 0). */
  progress: number;
  totalPaths: number;
  startedPaths: number;
  completedPaths: number;
}

export interface DailyActivity {
  /** YYYY-MM-DD (UTC). */
  date: string;
  quizzes: number;
  questions: number;
  correct: number;
  stagesCompleted: number;
  /** Whole minutes spent in finished quizzes (rounded down). */
  quizMinutes: number;
}

/** Honest mastery of one grammar topic from the recorded answers: first try, after retries and hints apart. */
export interface TopicMastery {
  topic: GrammarTopic;
  answered: number;
  firstTryCorrect: number;
  /** Right in the end, but not on the first try. */
  correctAfterRetries: number;
  /** Answers given after looking at the hint. */
  hintsUsed: number;
  /** Percent, first try only. */
  firstTryAccuracy: number;
  /** Percent, counting retries. */
  finalAccuracy: number;
  mastered: boolean;
}

export interface QuestionTypeAccuracy {
  questionType: QuestionType;
  answered: number;
  firstTryCorrect: number;
  firstTryAccuracy: number;
}

/** GET /api/user/progress-summary: everything the dashboard, profile and home widget show. */
export interface ProgressSummary {
  totalPaths: number;
  completedPathCount: number;
  activePathCount: number;
  /** Average overallProgress over the paths with progress above 0. */
  averageProgress: number;
  /** Average overallProgress over every path (unstarted ones count 0). */
  overallProgress: number;
  stagesCompleted: number;
  /** Stages of the paths the learner has started. */
  stagesAvailable: number;
  activePaths: ActivePathSummary[];
  completedPaths: CompletedPathSummary[];
  nextStages: NextStage[];
  suggestedPaths: SuggestedPath[];
  /** Unstarted paths for the profile's 'recommended for you'. */
  recommendedPaths: SuggestedPath[];
  recentActivity: RecentActivity[];
  strongestAreas: TopicProgress[];
  progressByTopic: TopicProgress[];
  progressByDifficulty: DifficultyProgress[];
  weeklyActivity: DailyActivity[];
  /** Consecutive days up to today (or yesterday) with a finished quiz or a completed stage. */
  streakDays: number;
  activeDays: number;
  quizzesFinished: number;
  points: number;
  mastery: TopicMastery[];
  accuracyByType: QuestionTypeAccuracy[];
  /** True once the learner has started a path or finished a quiz. */
  hasProgress: boolean;
}
