import { type Page, type QuizResultView, ENDPOINTS } from '@grammarpath/contracts';
import { CurrentUserId, SessionAuthGuard, Route } from '@grammarpath/server-kit';
import { Body, Controller, Query, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags, ApiCreatedResponse, ApiOkResponse } from '@nestjs/swagger';
import { QuizResultsPageDto, QuizResultViewDto } from './dto/quiz.responses';
import { QuizResultDto } from './dto/quiz-result.dto';
import { QuizResultsQueryDto } from './dto/quiz-results-query.dto';
import { QuizResultsService } from './quiz-results.service';

@ApiTags('quiz')
@UseGuards(SessionAuthGuard)
@Controller()
export class QuizResultsController {
  constructor(private readonly results: QuizResultsService) {}

  @Route(ENDPOINTS.quiz.results.save)
  @ApiCreatedResponse({ type: QuizResultViewDto })
  @ApiOperation({
    summary: 'Stores a quiz result scored from the recorded checks; the same quiz twice is stored once',
  })
  submit(@CurrentUserId() userId: number, @Body() body: QuizResultDto): Promise<QuizResultView> {
    return this.results.submit(userId, body);
  }

  @Route(ENDPOINTS.quiz.results.list)
  @ApiOkResponse({ type: QuizResultsPageDto })
  @ApiOperation({ summary: "The learner's quiz results, newest first, paginated" })
  history(
    @CurrentUserId() userId: number,
    @Query() query: QuizResultsQueryDto,
  ): Promise<Page<QuizResultView>> {
    return this.results.history(userId, query);
  }
}
