import type { CefrLevel, QuestionType } from './enums';
import type { EnglishOriginals } from './teaching-texts';

/** The levels a placement quiz tests, easiest first; the top one stands for C1 and above. */
export const PLACEMENT_LEVELS = ['a1', 'a2', 'b1', 'b2', 'c1'] as const satisfies readonly CefrLevel[];
export type PlacementLevel = (typeof PLACEMENT_LEVELS)[number];

/** Questions per level: 5 levels × 3 = 15 questions. */
export const PLACEMENT_QUESTIONS_PER_LEVEL = 3;

/** Right answers (first try) out of PLACEMENT_QUESTIONS_PER_LEVEL that pass a level. */
export const PLACEMENT_PASS_MARK = 2;

/**
 * The kinds a placement quiz asks: choosing and correcting test the grammar itself; rearranging words
 * measures patience with the puzzle as much as the level, so it is left to practice.
 */
export const PLACEMENT_QUESTION_TYPES = [
  'multiple_choice',
  'fill_blank',
  'completion',
  'error_correction',
] as const satisfies readonly QuestionType[];

/**
 * Where a learner stands with the placement offer: `new` (never answered it), `started` (a placement quiz
 * served, not finished), `skipped`, `done` (a level suggested). The offer stands while new or started.
 */
export const PLACEMENT_STATUSES = ['new', 'started', 'skipped', 'done'] as const;
export type PlacementStatus = (typeof PLACEMENT_STATUSES)[number];

/** One level's share of a finished placement quiz. */
export interface PlacementLevelScore {
  level: PlacementLevel;
  /** Right on the first try. */
  correct: number;
  total: number;
  passed: boolean;
}

/** The first learning path at the suggested level. */
export interface PlacementPath {
  id: number;
  /** In the language asked for, as the path list shows it (else English). */
  name: string;
  cefrLevel: CefrLevel;
  english?: EnglishOriginals<'name'>;
}

/** POST /api/placement/finish, and GET /api/placement's `result`. */
export interface PlacementResult {
  quizId: string;
  level: PlacementLevel;
  /** Null only when no path carries the level. */
  path: PlacementPath | null;
  byLevel: PlacementLevelScore[];
  /** ISO date-time. */
  completedAt: string;
}

/** GET /api/placement (and the answer of POST /api/placement/skip). */
export interface PlacementView {
  status: PlacementStatus;
  /** The offer stands: status new or started. */
  offered: boolean;
  /** The placement quiz served and not finished (status started), to resume; else null. */
  quizId: string | null;
  /** The latest finished placement; kept when a retake is started or skipped. */
  result: PlacementResult | null;
}

/** POST /api/placement/finish. */
export interface PlacementFinishRequest {
  quizId: string;
}
