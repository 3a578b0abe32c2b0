import { type LearningPathProgress } from '@grammarpath/contracts';
import { CurrentUserId, SessionAuthGuard } from '@grammarpath/server-kit';
import { Controller, Get, UseGuards } from '@nestjs/common';
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
@Controller('api/user/learning-path-progress')
@UseGuards(SessionAuthGuard)
@ApiCookieAuth()
@ApiUnauthorizedResponse({ description: 'Not logged in' })
export class UserPathProgressController {
  constructor(private readonly progress: PathProgressService) {}

  @Get()
  @ApiOkResponse({ type: [LearningPathProgressDto] })
  @ApiOperation({ summary: 'The learner’s progress on every started path, in path id order' })
  list(@CurrentUserId() userId: number): Promise<LearningPathProgress[]> {
    return this.progress.list(userId);
  }
}
