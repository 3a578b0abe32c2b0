import type { StudyDay } from './user';

/**
 * The rule for a new password (register, change password), OWASP ASVS 5.0 level 2: counted in Unicode code
 * points, spaces allowed and never trimmed, and none of the most common passwords (checked by identity).
 * Logging in keeps PASSWORD_MIN, so accounts made under the older rule still log in.
 */
export const NEW_PASSWORD = { min: 8, max: 128 } as const;

/** Messages of the account endpoints; the shell shows them translated, keyed by these texts. */
export const ACCOUNT_MESSAGES = {
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  passwordTooCommon: 'This password is too common. Please choose a less predictable one.',
  currentPasswordIncorrect: 'Current password is incorrect',
  passwordIncorrect: 'Password is incorrect',
  sessionNotFound: 'Session not found',
  learningUnavailable: 'Your learning data cannot be reached right now. Please try again later.',
} as const;

/** The identity paths of account management (added to IDENTITY_ROUTES). */
export const ACCOUNT_ROUTES = {
  changePassword: '/api/user/password',
  sessions: '/api/user/sessions',
  endSession: '/api/user/sessions/end',
  exportData: '/api/user/export',
  deleteAccount: '/api/user/delete',
} as const;

/** POST /api/user/password. Every other session of the learner ends; this one stays. */
export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
}

export interface ChangePasswordResult {
  /** How many other sessions were ended. */
  endedSessions: number;
}

/** One of the learner's live sessions (GET /api/user/sessions). */
export interface ActiveSession {
  /** An opaque handle for ending it (not the session id itself). */
  id: string;
  /** Browser and operating system read from the User-Agent, when recognised (e.g. "Chrome", "Android"). */
  browser: string | null;
  os: string | null;
  /** ISO date-times: login, and last use (kept to the minute). */
  createdAt: string;
  lastUsedAt: string;
  /** The session of the request that asked. */
  current: boolean;
}

/** POST /api/user/sessions/end. */
export interface EndSessionRequest {
  id: string;
}

/** POST /api/user/delete: the password again, as a confirmation. */
export interface DeleteAccountRequest {
  password: string;
}

/**
 * Everything learning stores about one learner, keyed by table (quizzes, quiz_results, quiz_answers,
 * user_progress, user_learning_path_progress, activity_events, user_achievements, user_badges,
 * user_daily_challenges, error_patterns, custom_question_sets, feedback, and any later learner table), each
 * row as stored, dates as ISO strings.
 */
export type LearningDataExport = Record<string, object[]>;

/** GET /api/user/export: one JSON document with everything the product stores about the learner. */
export interface AccountDataExport {
  exportedAt: string;
  /**
   * The learner's identity.users row as stored (column names as in the database: username, email,
   * display_name, theme, prefer_high_contrast, study_minutes, ...), without the password hash.
   */
  user: Record<string, unknown>;
  studyDays: StudyDay[];
  learning: LearningDataExport;
}
