import {
  CATEGORIES,
  CEFR_LEVELS,
  DIFFICULTY_LEVELS,
  MAX_ATTEMPTS,
  QUESTION_COUNT,
  QUESTION_TYPES,
  SETTINGS_QUIZ_MODES,
  type Category,
  type CefrLevel,
  type DifficultyLevel,
  type QuestionType,
  type SettingsQuizMode,
  type QuizSettings,
} from '@grammarpath/contracts';
import { MAX_INT4, Optional } from '@grammarpath/server-kit';
import { ApiProperty } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  Max,
  Min,
  ValidateIf,
} from 'class-validator';

/** POST /api/questions (SPEC §3 quiz request, §5 validation). */
export class QuizSettingsDto implements QuizSettings {
  @ApiProperty({ enum: DIFFICULTY_LEVELS })
  @IsIn(DIFFICULTY_LEVELS)
  difficultyLevel!: DifficultyLevel;

  @ApiProperty({ required: false, enum: CEFR_LEVELS })
  @Optional()
  @IsIn(CEFR_LEVELS)
  cefrLevel?: CefrLevel;

  @ApiProperty({ enum: QUESTION_TYPES, isArray: true, minItems: 1 })
  @ArrayUnique()
  @ArrayMaxSize(QUESTION_TYPES.length)
  @ArrayMinSize(1, { message: 'questionTypes must contain at least one question type' })
  @IsIn(QUESTION_TYPES, { each: true })
  @IsArray()
  questionTypes!: QuestionType[];

  @ApiProperty({ required: false, type: 'integer', minimum: QUESTION_COUNT.min, maximum: QUESTION_COUNT.max })
  @Optional()
  @Max(QUESTION_COUNT.max)
  @Min(QUESTION_COUNT.min)
  @IsInt()
  questionCount: number = QUESTION_COUNT.default;

  @ApiProperty({ required: false, enum: CATEGORIES })
  @Optional()
  @IsIn(CATEGORIES)
  category?: Category;

  @ApiProperty({ required: false })
  @Optional()
  @IsBoolean()
  isPracticeMode?: boolean;

  @ApiProperty({ required: false })
  @Optional()
  @IsBoolean()
  progressiveDifficulty?: boolean;

  @ApiProperty({ required: false, type: 'integer', minimum: MAX_ATTEMPTS.min, maximum: MAX_ATTEMPTS.max })
  @Optional()
  @Max(MAX_ATTEMPTS.max)
  @Min(MAX_ATTEMPTS.min)
  @IsInt()
  maxAttempts?: number;

  @ApiProperty({ required: false })
  @Optional()
  @IsBoolean()
  showHints?: boolean;

  @ApiProperty({ required: false })
  @Optional()
  @IsBoolean()
  showExplanationAfterEachAttempt?: boolean;

  @ApiProperty({ required: false, enum: SETTINGS_QUIZ_MODES })
  @Optional()
  @IsIn(SETTINGS_QUIZ_MODES)
  mode?: SettingsQuizMode;

  @ValidateIf((settings: QuizSettingsDto) => settings.mode === 'stage' || settings.stageId !== undefined)
  @ApiProperty({
    required: false,
    type: 'integer',
    minimum: 1,
    maximum: MAX_INT4,
    description: 'Required when mode is stage',
  })
  @Max(MAX_INT4)
  @Min(1)
  @IsInt({ message: 'stageId must be an integer (required when mode is stage)' })
  stageId?: number;
}
