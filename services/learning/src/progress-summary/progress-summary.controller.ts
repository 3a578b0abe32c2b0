import { type Language, type ProgressSummary, ENDPOINTS } from '@grammarpath/contracts';
import {
  ApiContentLanguage,
  ContentLanguage,
  CurrentUserId,
  SessionAuthGuard,
  Route,
} from '@grammarpath/server-kit';
import { Controller, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ProgressSummaryService } from './progress-summary.service';

@ApiTags('progress')
@Controller()
@UseGuards(SessionAuthGuard)
export class ProgressSummaryController {
  constructor(private readonly summary: ProgressSummaryService) {}

  @Route(ENDPOINTS.progress.summary)
  @ApiContentLanguage()
  @ApiOperation({
    summary: 'The learner’s dashboard figures: paths, stages, activity, streak, topics, mastery',
  })
  get(@CurrentUserId() userId: number, @ContentLanguage() language: Language): Promise<ProgressSummary> {
    return this.summary.forUser(userId, language);
  }
}
