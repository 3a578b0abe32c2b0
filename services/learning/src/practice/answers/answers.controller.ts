import { type CheckAnswerResponse, type HintResponse } from '@grammarpath/contracts';
import { CurrentUserId, SessionAuthGuard } from '@grammarpath/server-kit';
import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AnswerCheckService } from './answer-check.service';
import { CheckAnswerDto } from './dto/check-answer.dto';
import { HintDto } from './dto/hint.dto';
import { HintService } from './hint.service';

@ApiTags('quiz')
@UseGuards(SessionAuthGuard)
@Controller('api')
export class AnswersController {
  constructor(
    private readonly answers: AnswerCheckService,
    private readonly hints: HintService,
  ) {}

  @Post('check-answer')
  @HttpCode(200)
  @ApiOperation({ summary: 'Checks and records an answer: verdict, explanation, right answer and diagnosis' })
  check(@CurrentUserId() userId: number, @Body() body: CheckAnswerDto): Promise<CheckAnswerResponse> {
    return this.answers.check(userId, body);
  }

  @Post('quiz-hint')
  @HttpCode(200)
  @ApiOperation({ summary: 'A hint (the rule, without the answer) for a question of a practice quiz' })
  hint(@CurrentUserId() userId: number, @Body() body: HintDto): Promise<HintResponse> {
    return this.hints.hint(userId, body);
  }
}
