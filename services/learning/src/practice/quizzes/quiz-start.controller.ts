import { type QuizResponse, RATE_LIMITS } from '@grammarpath/contracts';
import { CurrentUserId, RateLimit, SessionAuthGuard } from '@grammarpath/server-kit';
import { Body, Controller, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { QuizSettingsDto } from './dto/quiz-settings.dto';
import { QuizStartService } from './quiz-start.service';

@ApiTags('quiz')
@UseGuards(SessionAuthGuard)
@Controller('api/questions')
export class QuizStartController {
  constructor(private readonly quizStart: QuizStartService) {}

  @Post()
  @RateLimit({ name: 'quiz-start', ...RATE_LIMITS.quizStart })
  @ApiOperation({ summary: 'Starts a quiz: its id and questions, without answers or explanations' })
  start(@CurrentUserId() userId: number, @Body() settings: QuizSettingsDto): Promise<QuizResponse> {
    return this.quizStart.start(userId, settings);
  }
}
