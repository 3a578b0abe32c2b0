import {
  type DailyChallengeResponse,
  type Language,
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
import { Controller, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags, ApiCreatedResponse, ApiOkResponse } from '@nestjs/swagger';
import { QuizResponseDto } from '../quizzes/dto/quiz.responses';
import { DailyChallengesService } from './daily-challenges.service';
import { DailyChallengeResponseDto } from './dto/daily-challenge.responses';

@ApiTags('daily challenge')
@UseGuards(SessionAuthGuard)
@Controller()
export class DailyChallengesController {
  constructor(private readonly daily: DailyChallengesService) {}

  @Route(ENDPOINTS.quiz.dailyChallenge.today)
  @ApiOkResponse({ type: DailyChallengeResponseDto })
  @ApiOperation({
    summary: "Today's challenge (the same for everyone) and whether this learner completed it",
  })
  view(@CurrentUserId() userId: number): Promise<DailyChallengeResponse> {
    return this.daily.view(userId);
  }

  @Route(ENDPOINTS.quiz.dailyChallenge.start)
  @ApiCreatedResponse({ type: QuizResponseDto })
  @RateLimit({ name: 'quiz-start', ...RATE_LIMITS.quizStart })
  @ApiContentLanguage()
  @ApiOperation({ summary: "Starts today's challenge: a quiz of mode 'daily'" })
  start(@CurrentUserId() userId: number, @ContentLanguage() language: Language): Promise<QuizResponse> {
    return this.daily.start(userId, language);
  }
}
