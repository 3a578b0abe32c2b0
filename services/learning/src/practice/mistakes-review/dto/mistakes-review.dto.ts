import { QUESTION_COUNT, type MistakesReviewRequest } from '@grammarpath/contracts';
import { Optional } from '@grammarpath/server-kit';
import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';

export class MistakesReviewDto implements MistakesReviewRequest {
  @ApiProperty({ required: false, type: 'integer', minimum: QUESTION_COUNT.min, maximum: QUESTION_COUNT.max })
  @Optional()
  @Max(QUESTION_COUNT.max)
  @Min(QUESTION_COUNT.min)
  @IsInt()
  questionCount?: number;
}
