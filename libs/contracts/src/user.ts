import type { MoodTheme } from './enums';

/**
 * The current user as every API answer shows it: never a password or hash. Streak and points are not here:
 * learning computes them from the learner's activity (GET /api/user/progress-summary, DESIGN.md §5).
 */
export interface User {
  id: number;
  username: string;
  displayName: string | null;
  email: string | null;
  createdAt: string;
  lastLogin: string | null;
  /** Total study minutes the study timer saved. */
  studyMinutes: number;
  isAdmin: boolean;
  preferHighContrast: boolean;
  theme: MoodTheme;
}

export interface LoginRequest {
  username: string;
  password: string;
}

/** confirmPassword is checked in the form and never sent; empty displayName and email are sent as absent. */
export interface RegisterRequest {
  username: string;
  password: string;
  displayName?: string;
  email?: string;
  preferHighContrast?: boolean;
}

export interface ThemeRequest {
  theme: MoodTheme;
}

export interface StudyTimeRequest {
  minutes: number;
}

/** POST /api/user/study-time: the learner's total after the save. */
export interface StudyTimeSaved {
  studyMinutes: number;
}

/** Study minutes saved on one day (UTC). */
export interface StudyDay {
  /** YYYY-MM-DD (UTC). */
  date: string;
  minutes: number;
}

/** GET /api/user/study-time?days=N: the total and the last N days (today last, days without study at 0). */
export interface StudyTimeHistory {
  studyMinutes: number;
  days: StudyDay[];
}

export interface PreferencesRequest {
  preferHighContrast?: boolean;
}

/** The exact validation messages of SPEC §5, shared by the forms and the server. */
export const VALIDATION_MESSAGES = {
  usernameMin: 'Username must be at least 3 characters',
  passwordMin: 'Password must be at least 6 characters',
  displayNameMin: 'Display name must be at least 2 characters',
  email: 'Please enter a valid email',
  confirmPassword: 'Please confirm your password',
  passwordsMatch: 'Passwords do not match',
  nameRequired: 'Name is required',
  messageMin: 'Message must be at least 5 characters',
} as const;
