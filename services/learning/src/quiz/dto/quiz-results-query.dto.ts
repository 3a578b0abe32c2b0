import { QUIZ_RESULTS_PAGE_SIZE } from '@grammarpath/contracts';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** GET /api/quiz-results?page=1&pageSize=10 */
export class QuizResultsQueryDto {
  @IsOptional()
  @Min(1)
  @IsInt()
  @Type(() => Number)
  page: number = 1;

  @IsOptional()
  @Max(QUIZ_RESULTS_PAGE_SIZE.max)
  @Min(1)
  @IsInt()
  @Type(() => Number)
  pageSize: number = QUIZ_RESULTS_PAGE_SIZE.default;
}
