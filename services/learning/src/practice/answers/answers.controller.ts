import {
  type CheckAnswerResponse,
  type HintResponse,
  type Language,
  ENDPOINTS,
} from '@grammarpath/contracts';
import {
  ApiContentLanguage,
  ContentLanguage,
  CurrentUserId,
  SessionAuthGuard,
  Route,
} from '@grammarpath/server-kit';
import { Body, Controller, HttpCode, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags, ApiOkResponse } from '@nestjs/swagger';
import { AnswerCheckService } from './answer-check.service';
import { CheckAnswerResponseDto, HintResponseDto } from './dto/answer.responses';
import { CheckAnswerDto } from './dto/check-answer.dto';
import { HintDto } from './dto/hint.dto';
import { HintService } from './hint.service';

@ApiTags('quiz')
@UseGuards(SessionAuthGuard)
@Controller()
export class AnswersController {
  constructor(
    private readonly answers: AnswerCheckService,
    private readonly hints: HintService,
  ) {}

  @Route(ENDPOINTS.quiz.checkAnswer)
  @ApiOkResponse({ type: CheckAnswerResponseDto })
  @ApiContentLanguage()
  @HttpCode(200)
  @ApiOperation({ summary: 'Checks and records an answer: verdict, explanation, right answer and diagnosis' })
  check(
    @CurrentUserId() userId: number,
    @Body() body: CheckAnswerDto,
    @ContentLanguage() language: Language,
  ): Promise<CheckAnswerResponse> {
    return this.answers.check(userId, body, language);
  }

  @Route(ENDPOINTS.quiz.hint)
  @ApiOkResponse({ type: HintResponseDto })
  @ApiContentLanguage()
  @HttpCode(200)
  @ApiOperation({ summary: 'A hint (the rule, without the answer) for a question of a practice quiz' })
  hint(
    @CurrentUserId() userId: number,
    @Body() body: HintDto,
    @ContentLanguage() language: Language,
  ): Promise<HintResponse> {
    return this.hints.hint(userId, body, language);
  }
}
