import { type CheckAnswerRequest } from '@grammarpath/contracts';
import { IsBoolean, IsInt, IsOptional, IsString, IsUUID, MaxLength, Min } from 'class-validator';

/** The longest answer accepted (a rearranged or corrected sentence is far shorter). */
export const ANSWER_MAX_LENGTH = 1000;

export class CheckAnswerDto implements CheckAnswerRequest {
  @IsUUID('all', { message: 'quizId must be the quizId returned by POST /api/questions' })
  quizId!: string;

  @Min(1)
  @IsInt()
  questionId!: number;

  @MaxLength(ANSWER_MAX_LENGTH)
  @IsString()
  answer!: string;

  @IsOptional()
  @IsBoolean()
  hintUsed?: boolean;
}
