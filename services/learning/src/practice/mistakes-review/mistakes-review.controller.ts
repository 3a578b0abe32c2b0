import {
  type Language,
  type MistakesSummary,
  type QuizResponse,
  RATE_LIMITS,
  ENDPOINTS,
} from '@grammarpath/contracts';
import {
  ApiContentLanguage,
  ContentLanguage,
  CurrentUserId,
  RateLimit,
  SessionAuthGuard,
  Route,
} from '@grammarpath/server-kit';
import { Body, Controller, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags, ApiCreatedResponse, ApiOkResponse, ApiProperty } from '@nestjs/swagger';
import { QuizResponseDto } from '../quizzes/dto/quiz.responses';
import { MistakesReviewDto } from './dto/mistakes-review.dto';
import { MistakesReviewService } from './mistakes-review.service';

class MistakesSummaryDto implements MistakesSummary {
  @ApiProperty({ description: 'Questions answered wrongly (settled), each counted once' }) mistakes!: number;
}

@ApiTags('quiz')
@UseGuards(SessionAuthGuard)
@Controller()
export class MistakesReviewController {
  constructor(private readonly mistakes: MistakesReviewService) {}

  @Route(ENDPOINTS.quiz.mistakesSummary)
  @ApiOkResponse({ type: MistakesSummaryDto })
  @ApiOperation({ summary: 'How many mistakes wait for the review' })
  summary(@CurrentUserId() userId: number): Promise<MistakesSummary> {
    return this.mistakes.summary(userId);
  }

  @Route(ENDPOINTS.quiz.mistakesReview)
  @ApiCreatedResponse({ type: QuizResponseDto })
  @RateLimit({ name: 'quiz-start', ...RATE_LIMITS.quizStart })
  @ApiContentLanguage()
  @ApiOperation({ summary: "A quiz from the learner's own mistakes (409 when there are none yet)" })
  start(
    @CurrentUserId() userId: number,
    @Body() body: MistakesReviewDto,
    @ContentLanguage() language: Language,
  ): Promise<QuizResponse> {
    return this.mistakes.start(userId, body, language);
  }
}
