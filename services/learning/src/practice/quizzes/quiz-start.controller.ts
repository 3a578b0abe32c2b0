import { type Language, type QuizResponse, RATE_LIMITS, ENDPOINTS } from '@grammarpath/contracts';
import {
  ApiContentLanguage,
  ContentLanguage,
  CurrentUserId,
  RateLimit,
  SessionAuthGuard,
  Route,
} from '@grammarpath/server-kit';
import { Body, Controller, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags, ApiCreatedResponse } from '@nestjs/swagger';
import { QuizResponseDto } from './dto/quiz.responses';
import { QuizSettingsDto } from './dto/quiz-settings.dto';
import { QuizStartService } from './quiz-start.service';

@ApiTags('quiz')
@UseGuards(SessionAuthGuard)
@Controller()
export class QuizStartController {
  constructor(private readonly quizStart: QuizStartService) {}

  @Route(ENDPOINTS.quiz.start)
  @ApiCreatedResponse({ type: QuizResponseDto })
  @RateLimit({ name: 'quiz-start', ...RATE_LIMITS.quizStart })
  @ApiContentLanguage()
  @ApiOperation({ summary: 'Starts a quiz: its id and questions, without answers or explanations' })
  start(
    @CurrentUserId() userId: number,
    @Body() settings: QuizSettingsDto,
    @ContentLanguage() language: Language,
  ): Promise<QuizResponse> {
    return this.quizStart.start(userId, settings, language);
  }
}
