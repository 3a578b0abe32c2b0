import { type AchievementView, type UserAchievementView } from '@grammarpath/contracts';
import { type Achievement } from './achievement.entity';
import { type UserAchievement } from './user-achievement.entity';

export const toAchievementView = (a: Achievement): AchievementView => ({
  id: a.id,
  key: a.key,
  name: a.name,
  description: a.description,
  type: a.type,
  rarity: a.rarity,
  threshold: a.threshold,
  points: a.points,
  icon: a.iconPath,
  translations: a.translations,
});

export const toUserAchievementView = (row: UserAchievement): UserAchievementView => ({
  achievementId: row.achievementId,
  progress: row.progress,
  earnedDate: row.earnedDate ? row.earnedDate.toISOString() : null,
});
