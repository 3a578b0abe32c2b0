import type { AchievementView } from '@grammarpath/contracts';

/** What `achievementText` reads: an achievement's or a badge's English text and its translations. */
export type LocalisableAchievement = Pick<AchievementView, 'name' | 'description' | 'translations'>;

/**
 * An achievement's (or a badge's) name and description in the interface language, English when
 * untranslated.
 */
export function achievementText(
  achievement: LocalisableAchievement,
  language: string | undefined,
): { name: string; description: string } {
  const code = (language ?? 'en').slice(0, 2);
  const translated =
    code === 'ja' || code === 'vi' || code === 'zh' ? achievement.translations[code] : undefined;
  return translated ?? { name: achievement.name, description: achievement.description };
}
