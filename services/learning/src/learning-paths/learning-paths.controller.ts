import { type LearningPathListItem } from '@grammarpath/contracts';
import { OptionalUserId } from '@grammarpath/server-kit';
import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { LearningPathsService } from './learning-paths.service';

@ApiTags('learning paths')
@Controller('api/learning-paths')
export class LearningPathsController {
  constructor(private readonly learningPaths: LearningPathsService) {}

  @Get()
  @ApiOperation({
    summary: 'All learning paths; with a session, each carries the learner’s progress or null',
  })
  list(@OptionalUserId() userId: number | null): Promise<LearningPathListItem[]> {
    return this.learningPaths.list(userId);
  }
}
