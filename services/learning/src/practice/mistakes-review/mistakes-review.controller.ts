import { type QuizResponse, RATE_LIMITS } from '@grammarpath/contracts';
import { CurrentUserId, RateLimit, SessionAuthGuard } from '@grammarpath/server-kit';
import { Body, Controller, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { MistakesReviewDto } from './dto/mistakes-review.dto';
import { MistakesReviewService } from './mistakes-review.service';

@ApiTags('quiz')
@UseGuards(SessionAuthGuard)
@Controller('api/mistakes-review')
export class MistakesReviewController {
  constructor(private readonly mistakes: MistakesReviewService) {}

  @Post()
  @RateLimit({ name: 'quiz-start', ...RATE_LIMITS.quizStart })
  @ApiOperation({ summary: "A quiz from the learner's own mistakes (409 when there are none yet)" })
  start(@CurrentUserId() userId: number, @Body() body: MistakesReviewDto): Promise<QuizResponse> {
    return this.mistakes.start(userId, body);
  }
}
