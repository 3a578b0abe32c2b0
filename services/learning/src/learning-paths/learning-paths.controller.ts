import {
  type CompleteStageResponse,
  type Language,
  type LearningPathDetail,
  type LearningPathListItem,
  type LearningPathProgress,
  type StageView,
  ENDPOINTS,
} from '@grammarpath/contracts';
import {
  ApiContentLanguage,
  ContentLanguage,
  CurrentUserId,
  OptionalUserId,
  SessionAuthGuard,
  Route,
} from '@grammarpath/server-kit';
import { Body, Controller, HttpCode, Param, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import {
  CompleteStageResponseDto,
  LearningPathDetailDto,
  LearningPathListItemDto,
  LearningPathProgressDto,
  StageViewDto,
} from './dto/learning-path.responses';
import { UpdatePathProgressDto } from './dto/update-path-progress.dto';
import { IdParamPipe } from '../shared/id-param.pipe';
import { LearningPathsService } from './learning-paths.service';
import { PathProgressService } from './path-progress.service';

@ApiTags('learning paths')
@ApiBadRequestResponse({ description: 'A non-numeric id, or an invalid body' })
@Controller()
export class LearningPathsController {
  constructor(
    private readonly learningPaths: LearningPathsService,
    private readonly progress: PathProgressService,
  ) {}

  @Route(ENDPOINTS.paths.list)
  @ApiOkResponse({ type: [LearningPathListItemDto] })
  @ApiContentLanguage()
  @ApiOperation({
    summary: 'All learning paths; with a session, each carries the learner’s progress or null',
  })
  list(
    @OptionalUserId() userId: number | null,
    @ContentLanguage() language: Language,
  ): Promise<LearningPathListItem[]> {
    return this.learningPaths.list(userId, language);
  }

  @Route(ENDPOINTS.paths.detail(':id'))
  @ApiOkResponse({ type: LearningPathDetailDto })
  @ApiContentLanguage()
  @ApiNotFoundResponse({ description: 'Unknown path' })
  @ApiOperation({ summary: 'One path with its stages; with a session, the learner’s progress or null' })
  detail(
    @Param('id', IdParamPipe) id: number,
    @OptionalUserId() userId: number | null,
    @ContentLanguage() language: Language,
  ): Promise<LearningPathDetail> {
    return this.learningPaths.detail(id, userId, language);
  }

  @Route(ENDPOINTS.paths.stages(':id'))
  @ApiOkResponse({ type: [StageViewDto] })
  @ApiContentLanguage()
  @ApiNotFoundResponse({ description: 'Unknown path' })
  @ApiOperation({ summary: 'The stages of a path in order' })
  stages(@Param('id', IdParamPipe) id: number, @ContentLanguage() language: Language): Promise<StageView[]> {
    return this.learningPaths.stages(id, language);
  }

  @Route(ENDPOINTS.paths.start(':id'))
  @ApiOkResponse({ type: LearningPathProgressDto })
  @ApiNotFoundResponse({ description: 'Unknown path' })
  @HttpCode(200)
  @UseGuards(SessionAuthGuard)
  @ApiCookieAuth()
  @ApiUnauthorizedResponse({ description: 'Not logged in' })
  @ApiOperation({ summary: 'Start a path (idempotent)' })
  start(
    @Param('id', IdParamPipe) id: number,
    @CurrentUserId() userId: number,
  ): Promise<LearningPathProgress> {
    return this.progress.start(userId, id);
  }

  @Route(ENDPOINTS.paths.completeStage(':pathId', ':stageId'))
  @ApiOkResponse({ type: CompleteStageResponseDto })
  @ApiNotFoundResponse({ description: 'Unknown path, or a stage not in that path' })
  @ApiConflictResponse({
    description:
      "The stage is locked (the previous stage is not completed), or the learner has not passed the stage's practice quiz at its threshold",
  })
  @HttpCode(200)
  @UseGuards(SessionAuthGuard)
  @ApiCookieAuth()
  @ApiUnauthorizedResponse({ description: 'Not logged in' })
  @ApiOperation({
    summary:
      'Complete an unlocked stage whose practice quiz the learner passed (409 otherwise); starts the path if needed',
  })
  complete(
    @Param('pathId', IdParamPipe) pathId: number,
    @Param('stageId', IdParamPipe) stageId: number,
    @CurrentUserId() userId: number,
  ): Promise<CompleteStageResponse> {
    return this.progress.completeStage(userId, pathId, stageId);
  }

  @Route(ENDPOINTS.paths.saveProgress(':pathId'))
  @ApiOkResponse({ type: LearningPathProgressDto })
  @ApiNotFoundResponse({ description: 'Unknown path' })
  @ApiConflictResponse({ description: 'The path has not been started' })
  @HttpCode(200)
  @UseGuards(SessionAuthGuard)
  @ApiCookieAuth()
  @ApiUnauthorizedResponse({ description: 'Not logged in' })
  @ApiOperation({ summary: 'Report progress; the server recomputes it from the completed stages' })
  updateProgress(
    @Param('pathId', IdParamPipe) pathId: number,
    @Body() _body: UpdatePathProgressDto,
    @CurrentUserId() userId: number,
  ): Promise<LearningPathProgress> {
    return this.progress.recompute(userId, pathId);
  }
}
