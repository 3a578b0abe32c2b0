import { type QuizResultView, ENDPOINTS } from '@grammarpath/contracts';
import { CurrentUserId, SessionAuthGuard, Route } from '@grammarpath/server-kit';
import { Body, Controller, Header, Query, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags, ApiCreatedResponse, ApiOkResponse, ApiProduces } from '@nestjs/swagger';
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

  /** A Page<QuizResultView>, sent as the JSON text it is assembled as from the stored views. */
  @Route(ENDPOINTS.quiz.results.list)
  @Header('Content-Type', 'application/json; charset=utf-8')
  @ApiProduces('application/json')
  @ApiOkResponse({ type: QuizResultsPageDto })
  @ApiOperation({ summary: "The learner's quiz results, newest first, paginated" })
  history(@CurrentUserId() userId: number, @Query() query: QuizResultsQueryDto): Promise<string> {
    return this.results.historyJson(userId, query);
  }
}
