import type { DifficultyLevel, Language, MoodTheme, QuestionType } from './enums';

/** Business constants and limits of SPEC §9 (the presentation-only ones live in libs/platform/src/ui/presentation.ts). */
export const QUESTION_COUNT_OPTIONS = [10, 20, 30, 40] as const;
export const QUESTION_COUNT = { min: 10, max: 40, default: 10 } as const;
export const DEFAULT_DIFFICULTY: DifficultyLevel = 'beginner';
export const DEFAULT_QUESTION_TYPES: readonly QuestionType[] = ['fill_blank', 'rearrange', 'completion'];
export const STAGE_THRESHOLD_DEFAULT = 70;
export const PASS_PERCENT = 70;
export const RESULT_MESSAGE_THRESHOLDS = { excellent: 80, good: 60 } as const;
/** @deprecated SPEC's legacy rule, only for results without a question-type map. Without a question-type map, ids up to 12 count as fill blank, 13 to 24 as rearrange, 25 and above as completion. */
export const LEGACY_TYPE_BY_ID = { fillBlankMaxId: 12, rearrangeMaxId: 24 } as const;

export const STUDY_TIMER = {
  checkEveryMs: 60_000,
  saveAtMinutes: 5,
  minGapBetweenSavesMs: 60_000,
  maxMinutesPerCall: 60,
} as const;
/** GET /api/user/study-time: days of history, today included (the weekly chart asks for 7). */
export const STUDY_TIME_HISTORY_DAYS = { min: 1, max: 366, default: 7 } as const;
export const RESULTS_CONFETTI = { durationMs: 8_000, pieces: 200 } as const;
export const HOME_ACTIVE_PATHS = 3;
export const RECOMMENDATION_TEXT_LENGTH = 100;
export const PROGRESS_COLOUR_THRESHOLDS = { green: 80, yellow: 50 } as const;
export const DEFAULT_PATH_MINUTES = 60;
export const STAGE_DURATION_MINUTES = 15;
export const DIFFICULTY_ORDER: Record<DifficultyLevel, number> = {
  beginner: 1,
  intermediate: 2,
  advanced: 3,
};
export const RECENT_ACTIVITY_MAX = 5;
export const STRONGEST_AREAS_MAX = 3;
export const SUGGESTED_PATHS_MAX = 3;
export const PROFILE_RECOMMENDATIONS = 3;
export const ACHIEVEMENTS_SKELETON_TILES = 12;

export const USERNAME_MIN = 3;
export const PASSWORD_MIN = 6;
export const DISPLAY_NAME_MIN = 2;
export const FEEDBACK_MESSAGE_MIN = 5;
export const RATING = { min: 1, max: 5 } as const;
/** Upper bounds the spec leaves open; chosen so that no field can carry an unbounded payload. */
export const USERNAME_MAX = 32;
export const PASSWORD_MAX = 128;
export const DISPLAY_NAME_MAX = 64;
export const EMAIL_MAX = 254;

export const QUERY_DEFAULTS = { staleTimeMs: 60_000, retry: false, refetchOnWindowFocus: true } as const;
export const TOOLTIP = { delayMs: 700, skipDelayMs: 300 } as const;

export const STORAGE_KEYS = {
  theme: 'mood-theme',
  savedAudio: 'saved_audios',
  language: 'i18nextLng',
} as const;
export const DEFAULT_THEME: MoodTheme = 'calm';
export const FALLBACK_LANGUAGE: Language = 'en';
export const DEFAULT_TTS_VOICE = 'en-US-JennyNeural';

/** One fixed window of a rate limit: at most `max` requests per `windowSeconds`. */
export interface RateLimitRule {
  max: number;
  windowSeconds: number;
}

/**
 * Limits on the endpoints that cost the server most (an Argon2 hash, a stored quiz, synthesised audio),
 * per signed-in account and per client address; a refused request gets 429 with `Retry-After`. Per-address
 * limits leave room for a class behind one school address.
 */
export const RATE_LIMITS = {
  login: {
    perAccount: { max: 20, windowSeconds: 15 * 60 },
    perAddress: { max: 300, windowSeconds: 15 * 60 },
  },
  register: { perAddress: { max: 60, windowSeconds: 60 * 60 } },
  quizStart: {
    perAccount: { max: 60, windowSeconds: 10 * 60 },
    perAddress: { max: 1_200, windowSeconds: 10 * 60 },
  },
  /** A placement quiz is started rarely: a few retakes, not a stream of quizzes. */
  placementStart: {
    perAccount: { max: 10, windowSeconds: 10 * 60 },
    perAddress: { max: 1_200, windowSeconds: 10 * 60 },
  },
  textToSpeech: {
    perAccount: { max: 60, windowSeconds: 60 },
    perAddress: { max: 600, windowSeconds: 60 },
  },
  sampleQuestion: { perAddress: { max: 120, windowSeconds: 60 } },
} as const satisfies Record<string, { perAccount?: RateLimitRule; perAddress?: RateLimitRule }>;

/**
 * Failed logins: the pair (username, address) is refused after `pairMax` failures in the window; a username
 * is slowed down, never locked, from `slowAfter` failures on: each further attempt from a device that has
 * not signed in to it waits 2^(n − slowAfter) seconds, at most `maxDelaySeconds`. A device that signed in
 * to the account before (device cookie) is not slowed.
 */
export const LOGIN_THROTTLE = {
  windowSeconds: 15 * 60,
  slowAfter: 5,
  maxDelaySeconds: 60,
} as const;
