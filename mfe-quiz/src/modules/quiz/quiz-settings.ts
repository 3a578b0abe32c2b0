import {
  CATEGORIES,
  CEFR_LEVELS,
  DIFFICULTY_LEVELS,
  MAX_ATTEMPTS,
  QUESTION_COUNT,
  QUESTION_TYPES,
  type CefrLevel,
  type DifficultyLevel,
  type QuestionType,
  type QuizSettings,
} from '@grammarpath/contracts';

const QUIZ_MODES = ['standard', 'stage', 'daily', 'mistakes'] as const;

/** The difficulty a CEFR level belongs to (A1/A2 beginner, B1/B2 intermediate, C1/C2 advanced). */
export function difficultyOfCefr(level: CefrLevel): DifficultyLevel {
  if (level === 'a1' || level === 'a2') return 'beginner';
  if (level === 'b1' || level === 'b2') return 'intermediate';
  return 'advanced';
}

function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

/** The quiz URL of SPEC §2: /quiz?settings={url-encoded JSON of the quiz settings}. */
export function quizUrl(settings: QuizSettings): string {
  return `/quiz?settings=${encodeURIComponent(JSON.stringify(settings))}`;
}

/** Reads the settings of /quiz?settings=…; undefined when absent, unparsable or outside the contract. */
export function parseQuizSettings(raw: string | null): QuizSettings | undefined {
  if (!raw) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const input = value as Record<string, unknown>;
  if (!isOneOf(DIFFICULTY_LEVELS, input.difficultyLevel)) return undefined;
  if (!Array.isArray(input.questionTypes) || input.questionTypes.length === 0) return undefined;
  if (!input.questionTypes.every((type) => isOneOf(QUESTION_TYPES, type))) return undefined;
  const count = input.questionCount ?? QUESTION_COUNT.default;
  if (typeof count !== 'number' || !Number.isInteger(count)) return undefined;
  if (count < QUESTION_COUNT.min || count > QUESTION_COUNT.max) return undefined;
  if (input.cefrLevel !== undefined && !isOneOf(CEFR_LEVELS, input.cefrLevel)) return undefined;
  if (input.category !== undefined && !isOneOf(CATEGORIES, input.category)) return undefined;
  if (input.mode !== undefined && !isOneOf(QUIZ_MODES, input.mode)) return undefined;
  const maxAttempts = input.maxAttempts ?? MAX_ATTEMPTS.default;
  if (typeof maxAttempts !== 'number' || !Number.isInteger(maxAttempts) || maxAttempts < MAX_ATTEMPTS.min)
    return undefined;
  for (const flag of [
    'isPracticeMode',
    'progressiveDifficulty',
    'showHints',
    'showExplanationAfterEachAttempt',
  ])
    if (input[flag] !== undefined && typeof input[flag] !== 'boolean') return undefined;
  if (input.stageId !== undefined && (typeof input.stageId !== 'number' || !Number.isInteger(input.stageId)))
    return undefined;

  const settings: QuizSettings = {
    difficultyLevel: input.difficultyLevel,
    questionTypes: [...new Set(input.questionTypes as QuestionType[])],
    questionCount: count,
    isPracticeMode: input.isPracticeMode === true,
    progressiveDifficulty: input.progressiveDifficulty === true,
  };
  if (input.cefrLevel !== undefined) settings.cefrLevel = input.cefrLevel;
  if (input.category !== undefined) settings.category = input.category;
  if (input.mode !== undefined) settings.mode = input.mode;
  if (input.stageId !== undefined) settings.stageId = input.stageId as number;
  if (settings.isPracticeMode) {
    settings.maxAttempts = maxAttempts;
    settings.showHints = input.showHints === true;
    settings.showExplanationAfterEachAttempt = input.showExplanationAfterEachAttempt === true;
  }
  return settings;
}
