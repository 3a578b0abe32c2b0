import { type Page, type QuizResultView } from '@grammarpath/contracts';
import { CurrentUserId, SessionAuthGuard } from '@grammarpath/server-kit';
import { Body, Controller, Get, Post, Query, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { QuizResultDto } from './dto/quiz-result.dto';
import { QuizResultsQueryDto } from './dto/quiz-results-query.dto';
import { QuizResultsService } from './quiz-results.service';

@ApiTags('quiz')
@UseGuards(SessionAuthGuard)
@Controller('api/quiz-results')
export class QuizResultsController {
  constructor(private readonly results: QuizResultsService) {}

  @Post()
  @ApiOperation({
    summary: 'Stores a quiz result scored from the recorded checks; the same quiz twice is stored once',
  })
  submit(@CurrentUserId() userId: number, @Body() body: QuizResultDto): Promise<QuizResultView> {
    return this.results.submit(userId, body);
  }

  @Get()
  @ApiOperation({ summary: "The learner's quiz results, newest first, paginated" })
  history(
    @CurrentUserId() userId: number,
    @Query() query: QuizResultsQueryDto,
  ): Promise<Page<QuizResultView>> {
    return this.results.history(userId, query);
  }
}
