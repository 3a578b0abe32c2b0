import { type ProgressSummary } from '@grammarpath/contracts';
import { CurrentUserId, SessionAuthGuard } from '@grammarpath/server-kit';
import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ProgressSummaryService } from './progress-summary.service';

@ApiTags('progress')
@Controller('api/user/progress-summary')
@UseGuards(SessionAuthGuard)
export class ProgressSummaryController {
  constructor(private readonly summary: ProgressSummaryService) {}

  @Get()
  @ApiOperation({
    summary: 'The learner’s dashboard figures: paths, stages, activity, streak, topics, mastery',
  })
  get(@CurrentUserId() userId: number): Promise<ProgressSummary> {
    return this.summary.forUser(userId);
  }
}
