import { type QuizResponse, RATE_LIMITS, ENDPOINTS } from '@grammarpath/contracts';
import { CurrentUserId, RateLimit, SessionAuthGuard, Route } from '@grammarpath/server-kit';
import { Body, Controller, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags, ApiCreatedResponse } from '@nestjs/swagger';
import { QuizResponseDto } from '../quizzes/dto/quiz.responses';
import { MistakesReviewDto } from './dto/mistakes-review.dto';
import { MistakesReviewService } from './mistakes-review.service';

@ApiTags('quiz')
@UseGuards(SessionAuthGuard)
@Controller()
export class MistakesReviewController {
  constructor(private readonly mistakes: MistakesReviewService) {}

  @Route(ENDPOINTS.quiz.mistakesReview)
  @ApiCreatedResponse({ type: QuizResponseDto })
  @RateLimit({ name: 'quiz-start', ...RATE_LIMITS.quizStart })
  @ApiOperation({ summary: "A quiz from the learner's own mistakes (409 when there are none yet)" })
  start(@CurrentUserId() userId: number, @Body() body: MistakesReviewDto): Promise<QuizResponse> {
    return this.mistakes.start(userId, body);
  }
}
