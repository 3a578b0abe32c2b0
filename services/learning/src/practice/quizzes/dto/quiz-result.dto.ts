import {
  DIFFICULTY_LEVELS,
  QUESTION_COUNT,
  type DifficultyLevel,
  type QuestionType,
  type QuizResultRequest,
} from '@grammarpath/contracts';
import { MAX_INT4, Optional } from '@grammarpath/server-kit';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsObject,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { ANSWER_MAX_LENGTH, QUIZ_ID_MESSAGE } from '../../answers/dto/check-answer.dto';

/** Scores the browser reports (the server scores from its own records, so they are only bounded). */
const SCORE_MAX = 1_000_000;
/** A day: no quiz takes longer, and the server measures the time itself. */
const TIME_TAKEN_MAX_SECONDS = 86_400;

export class AnswerRecordDto {
  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_INT4 })
  @Max(MAX_INT4)
  @Min(1)
  @IsInt()
  questionId!: number;

  @ApiProperty({ maxLength: ANSWER_MAX_LENGTH })
  @MaxLength(ANSWER_MAX_LENGTH)
  @IsString()
  answer!: string;

  @ApiProperty()
  @IsBoolean()
  isCorrect!: boolean;
}

/** SPEC §3 quiz submission. Only quizId counts: the server scores and times the quiz from its records. */
export class QuizResultDto implements QuizResultRequest {
  @ApiProperty({ format: 'uuid', description: 'The quizId returned by POST /api/questions' })
  @IsUUID('all', { message: QUIZ_ID_MESSAGE })
  quizId!: string;

  @ApiProperty({ type: [AnswerRecordDto], maxItems: QUESTION_COUNT.max })
  @ValidateNested({ each: true })
  @Type(() => AnswerRecordDto)
  @ArrayMaxSize(QUESTION_COUNT.max)
  @IsArray()
  answers!: AnswerRecordDto[];

  @ApiProperty({ minimum: 0, maximum: SCORE_MAX })
  @Max(SCORE_MAX)
  @Min(0)
  @IsNumber()
  totalScore!: number;

  @ApiProperty({ minimum: 0, maximum: SCORE_MAX })
  @Max(SCORE_MAX)
  @Min(0)
  @IsNumber()
  fillBlankScore!: number;

  @ApiProperty({ minimum: 0, maximum: SCORE_MAX })
  @Max(SCORE_MAX)
  @Min(0)
  @IsNumber()
  rearrangeScore!: number;

  @ApiProperty({ minimum: 0, maximum: SCORE_MAX })
  @Max(SCORE_MAX)
  @Min(0)
  @IsNumber()
  completionScore!: number;

  @ApiProperty({ enum: DIFFICULTY_LEVELS })
  @IsIn(DIFFICULTY_LEVELS)
  difficultyLevel!: DifficultyLevel;

  @ApiProperty({ required: false, type: Object, additionalProperties: { type: 'string' } })
  @Optional()
  @IsObject()
  questionTypes?: Record<string, QuestionType>;

  @ApiProperty({ required: false, type: 'integer', minimum: 0, maximum: TIME_TAKEN_MAX_SECONDS })
  @Optional()
  @Max(TIME_TAKEN_MAX_SECONDS)
  @Min(0)
  @IsInt()
  timeTaken?: number;
}
