import {
  DIFFICULTY_LEVELS,
  QUESTION_COUNT,
  type DifficultyLevel,
  type QuestionType,
  type QuizResultRequest,
} from '@grammarpath/contracts';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { ANSWER_MAX_LENGTH } from '../../answers/dto/check-answer.dto';

export class AnswerRecordDto {
  @Min(1)
  @IsInt()
  questionId!: number;

  @MaxLength(ANSWER_MAX_LENGTH)
  @IsString()
  answer!: string;

  @IsBoolean()
  isCorrect!: boolean;
}

/** SPEC §3 quiz submission. Only quizId (and timeTaken, bounded) count: the server scores from its records. */
export class QuizResultDto implements QuizResultRequest {
  @IsUUID('all', { message: 'quizId must be the quizId returned by POST /api/questions' })
  quizId!: string;

  @ValidateNested({ each: true })
  @Type(() => AnswerRecordDto)
  @ArrayMaxSize(QUESTION_COUNT.max)
  @IsArray()
  answers!: AnswerRecordDto[];

  @Min(0)
  @IsNumber()
  totalScore!: number;

  @Min(0)
  @IsNumber()
  fillBlankScore!: number;

  @Min(0)
  @IsNumber()
  rearrangeScore!: number;

  @Min(0)
  @IsNumber()
  completionScore!: number;

  @IsIn(DIFFICULTY_LEVELS)
  difficultyLevel!: DifficultyLevel;

  @IsOptional()
  @IsObject()
  questionTypes?: Record<string, QuestionType>;

  @IsOptional()
  @Min(0)
  @IsInt()
  timeTaken?: number;
}
