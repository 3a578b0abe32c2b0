import {
  CATEGORIES,
  CEFR_LEVELS,
  DIFFICULTY_LEVELS,
  QUESTION_TYPES,
  type CefrLevel,
  type DifficultyLevel,
  type QuestionType,
} from '../enums';
import { QUESTION_COUNT } from '../limits';
import { SETTINGS_QUIZ_MODES, type QuizSettings } from '../quiz';
import { MAX_ATTEMPTS } from './practice-options';

/** The difficulty a CEFR level belongs to (A1/A2 beginner, B1/B2 intermediate, C1/C2 advanced). */
export function difficultyOfCefr(level: CefrLevel): DifficultyLevel {
  if (level === 'a1' || level === 'a2') return 'beginner';
  if (level === 'b1' || level === 'b2') return 'intermediate';
  return 'advanced';
}

function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

const isWholeNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value);

const FLAGS = [
  'isPracticeMode',
  'progressiveDifficulty',
  'showHints',
  'showExplanationAfterEachAttempt',
] as const;

/** The first field of a quiz request that breaks the contract, or undefined when it keeps it. */
export function quizSettingsProblem(value: unknown): { field: string; message: string } | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return { field: 'settings', message: 'settings must be an object' };
  const input = value as Record<string, unknown>;
  if (!isOneOf(DIFFICULTY_LEVELS, input.difficultyLevel))
    return {
      field: 'difficultyLevel',
      message: `difficultyLevel must be one of ${DIFFICULTY_LEVELS.join(', ')}`,
    };
  if (
    !Array.isArray(input.questionTypes) ||
    input.questionTypes.length === 0 ||
    !input.questionTypes.every((type) => isOneOf(QUESTION_TYPES, type))
  )
    return {
      field: 'questionTypes',
      message: `questionTypes must list some of ${QUESTION_TYPES.join(', ')}`,
    };
  const count = input.questionCount ?? QUESTION_COUNT.default;
  if (!isWholeNumber(count) || count < QUESTION_COUNT.min || count > QUESTION_COUNT.max)
    return {
      field: 'questionCount',
      message: `questionCount must be a whole number from ${QUESTION_COUNT.min} to ${QUESTION_COUNT.max}`,
    };
  if (input.cefrLevel !== undefined && !isOneOf(CEFR_LEVELS, input.cefrLevel))
    return { field: 'cefrLevel', message: `cefrLevel must be one of ${CEFR_LEVELS.join(', ')}` };
  if (input.category !== undefined && !isOneOf(CATEGORIES, input.category))
    return { field: 'category', message: `category must be one of ${CATEGORIES.join(', ')}` };
  if (input.mode !== undefined && !isOneOf(SETTINGS_QUIZ_MODES, input.mode))
    return { field: 'mode', message: `mode must be one of ${SETTINGS_QUIZ_MODES.join(', ')}` };
  const attempts = input.maxAttempts;
  if (
    attempts !== undefined &&
    (!isWholeNumber(attempts) || attempts < MAX_ATTEMPTS.min || attempts > MAX_ATTEMPTS.max)
  )
    return {
      field: 'maxAttempts',
      message: `maxAttempts must be a whole number from ${MAX_ATTEMPTS.min} to ${MAX_ATTEMPTS.max}`,
    };
  for (const flag of FLAGS)
    if (input[flag] !== undefined && typeof input[flag] !== 'boolean')
      return { field: flag, message: `${flag} must be true or false` };
  if (input.stageId !== undefined && !isWholeNumber(input.stageId))
    return { field: 'stageId', message: 'stageId must be a whole number' };
  return undefined;
}

/**
 * Quiz settings read from untrusted input (the /quiz URL): undefined when they break the contract,
 * otherwise only the contract's fields, question types without repeats.
 */
export function readQuizSettings(value: unknown): QuizSettings | undefined {
  if (quizSettingsProblem(value)) return undefined;
  const input = value as QuizSettings;
  const settings: QuizSettings = {
    difficultyLevel: input.difficultyLevel,
    questionTypes: [...new Set<QuestionType>(input.questionTypes)],
    questionCount: input.questionCount ?? QUESTION_COUNT.default,
    isPracticeMode: input.isPracticeMode === true,
    progressiveDifficulty: input.progressiveDifficulty === true,
  };
  if (input.cefrLevel !== undefined) settings.cefrLevel = input.cefrLevel;
  if (input.category !== undefined) settings.category = input.category;
  if (input.mode !== undefined) settings.mode = input.mode;
  if (input.stageId !== undefined) settings.stageId = input.stageId;
  if (settings.isPracticeMode) {
    if (input.maxAttempts !== undefined) settings.maxAttempts = input.maxAttempts;
    if (input.showHints !== undefined) settings.showHints = input.showHints;
    if (input.showExplanationAfterEachAttempt !== undefined)
      settings.showExplanationAfterEachAttempt = input.showExplanationAfterEachAttempt;
  }
  return settings;
}
