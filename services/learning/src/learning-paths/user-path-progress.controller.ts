import { type LearningPathProgress, ENDPOINTS } from '@grammarpath/contracts';
import { CurrentUserId, SessionAuthGuard, Route } from '@grammarpath/server-kit';
import { Controller, UseGuards } from '@nestjs/common';
import {
  ApiCookieAuth,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { LearningPathProgressDto } from './dto/learning-path.responses';
import { PathProgressService } from './path-progress.service';

@ApiTags('learning paths')
@Controller()
@UseGuards(SessionAuthGuard)
@ApiCookieAuth()
@ApiUnauthorizedResponse({ description: 'Not logged in' })
export class UserPathProgressController {
  constructor(private readonly progress: PathProgressService) {}

  @Route(ENDPOINTS.paths.myProgress)
  @ApiOkResponse({ type: [LearningPathProgressDto] })
  @ApiOperation({ summary: 'The learner’s progress on every started path, in path id order' })
  list(@CurrentUserId() userId: number): Promise<LearningPathProgress[]> {
    return this.progress.list(userId);
  }
}
