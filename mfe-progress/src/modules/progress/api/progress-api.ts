import {
  type AchievementView,
  type BadgeView,
  type CheckAchievementsResponse,
  type LearningPathListItem,
  type Page,
  type ProgressSummary,
  type QuizResultView,
  type StudyTimeHistory,
  type UserAchievementView,
  type UserBadgeView,
  WEEKLY_ACTIVITY_DAYS,
} from '@grammarpath/contracts';
import { apiJson, STUDY_TIME_QUERY_KEY, STUDY_TIME_URL } from '@grammarpath/platform';

/** Query keys of this feature; the first part of each is the URL it reads. */
export const PROGRESS_QUERY_KEYS = {
  summary: ['/api/user/progress-summary'],
  achievements: ['/api/achievements'],
  userAchievements: ['/api/user/achievements'],
  quizResults: ['/api/quiz-results', 'recent'],
  paths: ['/api/learning-paths'],
  badges: ['/api/badges'],
  userBadges: ['/api/user/badges'],
  /** The week's study minutes per day and the total (identity). */
  weeklyStudyTime: [...STUDY_TIME_QUERY_KEY, WEEKLY_ACTIVITY_DAYS],
} as const;

export const fetchProgressSummary = (): Promise<ProgressSummary> =>
  apiJson<ProgressSummary>('GET', '/api/user/progress-summary');
export const fetchAchievements = (): Promise<AchievementView[]> =>
  apiJson<AchievementView[]>('GET', '/api/achievements');
export const fetchUserAchievements = (): Promise<UserAchievementView[]> =>
  apiJson<UserAchievementView[]>('GET', '/api/user/achievements');
/** How many of the learner's latest quizzes the Quiz Results tab and the charts show (the API's largest page). */
export const RECENT_QUIZ_RESULTS = 50;

/** The learner's most recent quizzes, newest first. */
export const fetchRecentQuizResults = (): Promise<Page<QuizResultView>> =>
  apiJson<Page<QuizResultView>>('GET', `/api/quiz-results?page=1&pageSize=${RECENT_QUIZ_RESULTS}`);
export const fetchPaths = (): Promise<LearningPathListItem[]> =>
  apiJson<LearningPathListItem[]>('GET', '/api/learning-paths');
export const fetchBadges = (): Promise<BadgeView[]> => apiJson<BadgeView[]>('GET', '/api/badges');
export const fetchUserBadges = (): Promise<UserBadgeView[]> =>
  apiJson<UserBadgeView[]>('GET', '/api/user/badges');
/** Study minutes per day over the dashboards' week (the same days as the summary's weeklyActivity). */
export const fetchWeeklyStudyTime = (): Promise<StudyTimeHistory> =>
  apiJson<StudyTimeHistory>('GET', `${STUDY_TIME_URL}?days=${WEEKLY_ACTIVITY_DAYS}`);
export const postCheckAchievements = (): Promise<CheckAchievementsResponse> =>
  apiJson<CheckAchievementsResponse>('POST', '/api/user/check-achievements');
