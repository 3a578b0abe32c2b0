import {
  CATEGORIES,
  CEFR_LEVELS,
  DIFFICULTY_LEVELS,
  MAX_ATTEMPTS,
  QUESTION_COUNT,
  QUESTION_TYPES,
  QUIZ_MODES,
  type Category,
  type CefrLevel,
  type DifficultyLevel,
  type QuestionType,
  type QuizMode,
  type QuizSettings,
} from '@grammarpath/contracts';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  Max,
  Min,
  ValidateIf,
} from 'class-validator';

/** The most tries practice mode allows per question. */
export const MAX_ATTEMPTS_LIMIT = 10;

/** POST /api/questions (SPEC §3 quiz request, §5 validation). */
export class QuizSettingsDto implements QuizSettings {
  @IsIn(DIFFICULTY_LEVELS)
  difficultyLevel!: DifficultyLevel;

  @IsOptional()
  @IsIn(CEFR_LEVELS)
  cefrLevel?: CefrLevel;

  @ArrayUnique()
  @ArrayMaxSize(QUESTION_TYPES.length)
  @ArrayMinSize(1, { message: 'questionTypes must contain at least one question type' })
  @IsIn(QUESTION_TYPES, { each: true })
  @IsArray()
  questionTypes!: QuestionType[];

  @IsOptional()
  @Max(QUESTION_COUNT.max)
  @Min(QUESTION_COUNT.min)
  @IsInt()
  questionCount: number = QUESTION_COUNT.default;

  @IsOptional()
  @IsIn(CATEGORIES)
  category?: Category;

  @IsOptional()
  @IsBoolean()
  isPracticeMode?: boolean;

  @IsOptional()
  @IsBoolean()
  progressiveDifficulty?: boolean;

  @IsOptional()
  @Max(MAX_ATTEMPTS_LIMIT)
  @Min(MAX_ATTEMPTS.min)
  @IsInt()
  maxAttempts?: number;

  @IsOptional()
  @IsBoolean()
  showHints?: boolean;

  @IsOptional()
  @IsBoolean()
  showExplanationAfterEachAttempt?: boolean;

  @IsOptional()
  @IsIn(QUIZ_MODES)
  mode?: QuizMode;

  @ValidateIf((settings: QuizSettingsDto) => settings.mode === 'stage' || settings.stageId !== undefined)
  @Min(1)
  @IsInt({ message: 'stageId must be an integer (required when mode is stage)' })
  stageId?: number;
}
