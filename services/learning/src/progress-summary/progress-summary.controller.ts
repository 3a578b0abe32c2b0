import { type Language, ENDPOINTS } from '@grammarpath/contracts';
import {
  ApiContentLanguage,
  ContentLanguage,
  CurrentUserId,
  SessionAuthGuard,
  Route,
} from '@grammarpath/server-kit';
import { Controller, Header, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { ProgressSummaryService } from './progress-summary.service';

@ApiTags('progress')
@Controller()
@UseGuards(SessionAuthGuard)
export class ProgressSummaryController {
  constructor(private readonly summary: ProgressSummaryService) {}

  /** A ProgressSummary, sent as the JSON text it is stored as. */
  @Route(ENDPOINTS.progress.summary)
  @Header('Content-Type', 'application/json; charset=utf-8')
  @ApiProduces('application/json')
  @ApiContentLanguage()
  @ApiOperation({
    summary: 'The learner’s dashboard figures: paths, stages, activity, streak, topics, mastery',
  })
  get(@CurrentUserId() userId: number, @ContentLanguage() language: Language): Promise<string> {
    return this.summary.json(userId, language);
  }
}
