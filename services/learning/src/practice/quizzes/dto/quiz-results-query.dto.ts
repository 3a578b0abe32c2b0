import { QUIZ_RESULTS_PAGE_SIZE } from '@grammarpath/contracts';
import { Optional } from '@grammarpath/server-kit';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';

/** Far beyond any learner's history, small enough that the row offset stays exact. */
export const QUIZ_RESULTS_MAX_PAGE = 100_000;

/** GET /api/quiz-results?page=1&pageSize=10 */
export class QuizResultsQueryDto {
  @ApiProperty({ required: false, type: 'integer', minimum: 1, maximum: QUIZ_RESULTS_MAX_PAGE, default: 1 })
  @Optional()
  @Max(QUIZ_RESULTS_MAX_PAGE)
  @Min(1)
  @IsInt()
  @Type(() => Number)
  page: number = 1;

  @ApiProperty({
    required: false,
    type: 'integer',
    minimum: 1,
    maximum: QUIZ_RESULTS_PAGE_SIZE.max,
    default: QUIZ_RESULTS_PAGE_SIZE.default,
  })
  @Optional()
  @Max(QUIZ_RESULTS_PAGE_SIZE.max)
  @Min(1)
  @IsInt()
  @Type(() => Number)
  pageSize: number = QUIZ_RESULTS_PAGE_SIZE.default;
}
