import {
  ENDPOINTS,
  RATE_LIMITS,
  type PlacementResult,
  type PlacementView,
  type Language,
  type QuizResponse,
} from '@grammarpath/contracts';
import {
  ApiContentLanguage,
  ContentLanguage,
  CurrentUserId,
  RateLimit,
  Route,
  SessionAuthGuard,
} from '@grammarpath/server-kit';
import { Body, Controller, HttpCode, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { QuizResponseDto } from '../quizzes/dto/quiz.responses';
import { PlacementFinishDto } from './dto/placement-finish.dto';
import { PlacementResultDto, PlacementViewDto } from './dto/placement.responses';
import { PlacementService } from './placement.service';

@ApiTags('quiz')
@UseGuards(SessionAuthGuard)
@Controller()
export class PlacementController {
  constructor(private readonly placement: PlacementService) {}

  @Route(ENDPOINTS.placement.state)
  @ApiOkResponse({ type: PlacementViewDto })
  @ApiContentLanguage()
  @ApiOperation({ summary: 'Where the learner stands with the placement offer, and the latest placement' })
  state(@CurrentUserId() userId: number, @ContentLanguage() language: Language): Promise<PlacementView> {
    return this.placement.view(userId, language);
  }

  @Route(ENDPOINTS.placement.start)
  @ApiCreatedResponse({ type: QuizResponseDto })
  @RateLimit({ name: 'placement-start', ...RATE_LIMITS.placementStart })
  @ApiContentLanguage()
  @ApiOperation({
    summary:
      'Starts a placement quiz: 3 questions of each level A1–C1, easiest first, one try each; played with ' +
      'POST /api/check-answer and resumed with GET /api/quizzes/{quizId} like any quiz',
  })
  start(@CurrentUserId() userId: number, @ContentLanguage() language: Language): Promise<QuizResponse> {
    return this.placement.start(userId, language);
  }

  @Route(ENDPOINTS.placement.finish)
  @HttpCode(200)
  @ApiOkResponse({ type: PlacementResultDto })
  @ApiContentLanguage()
  @ApiOperation({
    summary:
      'Scores a placement quiz from the checked answers into a suggested level and first path, and stores ' +
      'it as the latest placement (the same quiz again answers the same result; 404 for another learner’s)',
  })
  finish(
    @CurrentUserId() userId: number,
    @Body() body: PlacementFinishDto,
    @ContentLanguage() language: Language,
  ): Promise<PlacementResult> {
    return this.placement.finish(userId, body.quizId, language);
  }

  @Route(ENDPOINTS.placement.skip)
  @HttpCode(200)
  @ApiOkResponse({ type: PlacementViewDto })
  @ApiContentLanguage()
  @ApiOperation({ summary: 'Skip for now: the offer is not made again (a stored placement stays)' })
  skip(@CurrentUserId() userId: number, @ContentLanguage() language: Language): Promise<PlacementView> {
    return this.placement.skip(userId, language);
  }
}
