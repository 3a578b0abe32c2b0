import { type AchievementView } from '@grammarpath/contracts';

/** The achievement's name and description in the interface language (English when untranslated). */
export function achievementText(
  achievement: Pick<AchievementView, 'name' | 'description' | 'translations'>,
  language: string | undefined,
): { name: string; description: string } {
  const code = (language ?? 'en').slice(0, 2);
  const translated =
    code === 'ja' || code === 'vi' || code === 'zh' ? achievement.translations[code] : undefined;
  return translated ?? { name: achievement.name, description: achievement.description };
}
