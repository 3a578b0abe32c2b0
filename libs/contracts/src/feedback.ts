import type { FeedbackCategory, FeedbackSource, Language } from './enums';

/** POST /api/feedback (SPEC §3, §7): works with or without a session. */
export interface FeedbackRequest {
  name: string;
  email: string;
  message: string;
  /** 0 to 5; the form offers 1 to 5 stars and sends nothing when none is chosen. */
  rating?: number;
  /** Default general. */
  category?: FeedbackCategory;
  /** Default homepage. */
  source?: FeedbackSource;
}

/** false: the feedback was received but storing it failed (the server logged why). */
export interface FeedbackResponse {
  feedbackSaved: boolean;
}

export const FEEDBACK_LIMITS = {
  nameMax: 120,
  emailMax: 254,
  messageMax: 5_000,
  ratingMin: 0,
  ratingMax: 5,
  /** Submissions per client IP per window; more answer 429. */
  perIpMax: 10,
  windowSeconds: 15 * 60,
} as const;

export const FEEDBACK_MESSAGES = {
  tooMany: 'Too much feedback from this address. Please try again later.',
} as const;

/** GET /api/grammar-tips: the Grammar Guide's tips, each in every interface language. */
export type LocalizedTip = Record<Language, string>;

export interface GrammarTips {
  /** Three tips for each of the 16 grammar topics. */
  topics: Record<string, LocalizedTip[]>;
  /** Two tips for each of the five question types. */
  questionTypes: Record<string, LocalizedTip[]>;
  /** Five general study tips, numbered 1 to 5. */
  general: Array<LocalizedTip & { number: number }>;
}
