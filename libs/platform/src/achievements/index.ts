export { achievementText } from './achievement-text';
export type { LocalisableAchievement } from './achievement-text';
export { useAchievementAnnouncer } from './use-achievement-announcer';
export type { AchievementAnnouncer } from './use-achievement-announcer';
