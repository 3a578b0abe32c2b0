import { LANGUAGES, type AchievementView, type TranslatedLanguage } from '@grammarpath/contracts';

/** What `achievementText` reads: an achievement's or a badge's English text and its translations. */
export type LocalisableAchievement = Pick<AchievementView, 'name' | 'description' | 'translations'>;

/** The translated interface language a language tag names ('ja-JP' → 'ja'); undefined for English or another. */
function translatedLanguageOf(language: string | undefined): TranslatedLanguage | undefined {
  const code = (language ?? '').slice(0, 2);
  return code !== 'en' && (LANGUAGES as readonly string[]).includes(code)
    ? (code as TranslatedLanguage)
    : undefined;
}

/**
 * An achievement's (or a badge's) name and description in the interface language, English when
 * untranslated.
 */
export function achievementText(
  achievement: LocalisableAchievement,
  language: string | undefined,
): { name: string; description: string } {
  const code = translatedLanguageOf(language);
  const translated = code ? achievement.translations[code] : undefined;
  return translated ?? { name: achievement.name, description: achievement.description };
}
