import { QUESTION_COUNT, type MistakesReviewRequest } from '@grammarpath/contracts';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export class MistakesReviewDto implements MistakesReviewRequest {
  @IsOptional()
  @Max(QUESTION_COUNT.max)
  @Min(QUESTION_COUNT.min)
  @IsInt()
  questionCount?: number;
}
