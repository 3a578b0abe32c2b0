import { type CheckAnswerRequest } from '@grammarpath/contracts';
import { MAX_INT4, Optional } from '@grammarpath/server-kit';
import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';

/** The longest answer accepted (a rearranged or corrected sentence is far shorter). */
export const ANSWER_MAX_LENGTH = 1000;
export const QUIZ_ID_MESSAGE = 'quizId must be the quizId returned by POST /api/questions';

export class CheckAnswerDto implements CheckAnswerRequest {
  @ApiProperty({ format: 'uuid', description: 'The quizId returned by POST /api/questions' })
  @IsUUID('all', { message: QUIZ_ID_MESSAGE })
  quizId!: string;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_INT4 })
  @Max(MAX_INT4)
  @Min(1)
  @IsInt()
  questionId!: number;

  @ApiProperty({ maxLength: ANSWER_MAX_LENGTH })
  @MaxLength(ANSWER_MAX_LENGTH)
  @IsString()
  answer!: string;

  @ApiProperty({ required: false })
  @Optional()
  @IsBoolean()
  hintUsed?: boolean;
}
