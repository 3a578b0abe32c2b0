import { type DailyChallengeResponse, type QuizResponse, RATE_LIMITS } from '@grammarpath/contracts';
import { CurrentUserId, RateLimit, SessionAuthGuard } from '@grammarpath/server-kit';
import { Controller, Get, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { DailyChallengesService } from './daily-challenges.service';

@ApiTags('daily challenge')
@UseGuards(SessionAuthGuard)
@Controller('api/daily-challenge')
export class DailyChallengesController {
  constructor(private readonly daily: DailyChallengesService) {}

  @Get()
  @ApiOperation({
    summary: "Today's challenge (the same for everyone) and whether this learner completed it",
  })
  view(@CurrentUserId() userId: number): Promise<DailyChallengeResponse> {
    return this.daily.view(userId);
  }

  @Post('start')
  @RateLimit({ name: 'quiz-start', ...RATE_LIMITS.quizStart })
  @ApiOperation({ summary: "Starts today's challenge: a quiz of mode 'daily'" })
  start(@CurrentUserId() userId: number): Promise<QuizResponse> {
    return this.daily.start(userId);
  }
}
