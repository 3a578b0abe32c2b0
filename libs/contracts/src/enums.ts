/** Enumerations of SPEC §3, as const tuples so that types and runtime checks share one source. */
export const QUESTION_TYPES = [
  'fill_blank',
  'rearrange',
  'completion',
  'error_correction',
  'multiple_choice',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const DIFFICULTY_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type DifficultyLevel = (typeof DIFFICULTY_LEVELS)[number];

export const CEFR_LEVELS = ['a1', 'a2', 'b1', 'b2', 'c1', 'c2'] as const;
export type CefrLevel = (typeof CEFR_LEVELS)[number];

/** The two CEFR levels of each difficulty (SPEC §3): beginner a1/a2, intermediate b1/b2, advanced c1/c2. */
export const CEFR_LEVELS_BY_DIFFICULTY = {
  beginner: ['a1', 'a2'],
  intermediate: ['b1', 'b2'],
  advanced: ['c1', 'c2'],
} as const satisfies Record<DifficultyLevel, readonly CefrLevel[]>;

export const CATEGORIES = ['general', 'business', 'academic', 'everyday', 'travel', 'social_media'] as const;
export type Category = (typeof CATEGORIES)[number];

export const GRAMMAR_TOPICS = [
  'present_tense',
  'past_tense',
  'future_tense',
  'conditionals',
  'passive_voice',
  'relative_clauses',
  'articles',
  'prepositions',
  'modals',
  'conjunctions',
  'adjectives',
  'adverbs',
  'word_order',
  'reported_speech',
  'quantifiers',
  'possessive_forms',
] as const;
export type GrammarTopic = (typeof GRAMMAR_TOPICS)[number];

export const ACHIEVEMENT_TYPES = [
  'completion',
  'streak',
  'accuracy',
  'mastery',
  'consistency',
  'explorer',
  'speed',
  'milestone',
  'perfectionist',
  'specialist',
  'points',
] as const;
export type AchievementType = (typeof ACHIEVEMENT_TYPES)[number];

export const ACHIEVEMENT_RARITIES = ['common', 'uncommon', 'rare', 'epic', 'legendary'] as const;
export type AchievementRarity = (typeof ACHIEVEMENT_RARITIES)[number];

export const MOOD_THEMES = ['calm', 'energetic', 'focused', 'cheerful', 'serene'] as const;
export type MoodTheme = (typeof MOOD_THEMES)[number];

export const LANGUAGES = ['en', 'ja', 'vi', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];

export const FEEDBACK_CATEGORIES = ['general', 'bug', 'suggestion', 'question'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

export const FEEDBACK_SOURCES = ['homepage', 'quiz', 'learning-path', 'other'] as const;
export type FeedbackSource = (typeof FEEDBACK_SOURCES)[number];

export const ACTIVITY_TYPES = ['started', 'stage_completed', 'completed'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export const CELEBRATION_TYPES = ['path', 'achievement', 'level', 'streak', 'stage'] as const;
export type CelebrationType = (typeof CELEBRATION_TYPES)[number];
