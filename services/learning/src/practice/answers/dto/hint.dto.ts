import { type HintRequest } from '@grammarpath/contracts';
import { MAX_INT4 } from '@grammarpath/server-kit';
import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsUUID, Max, Min } from 'class-validator';
import { QUIZ_ID_MESSAGE } from './check-answer.dto';

export class HintDto implements HintRequest {
  @ApiProperty({ format: 'uuid', description: 'The quizId returned by POST /api/questions' })
  @IsUUID('all', { message: QUIZ_ID_MESSAGE })
  quizId!: string;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_INT4 })
  @Max(MAX_INT4)
  @Min(1)
  @IsInt()
  questionId!: number;
}
