import { CurrentUserId, SessionAuthGuard } from '@grammarpath/server-kit';
import { Body, Controller, Get, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  StudyTimeDto,
  StudyTimeHistoryDto,
  StudyTimeHistoryQueryDto,
  StudyTimeResponseDto,
} from './dto/study-time.dto';
import { StudyTimeService } from './study-time.service';

@ApiTags('study time')
@ApiCookieAuth()
@UseGuards(SessionAuthGuard)
@Controller('api/user/study-time')
export class StudyTimeController {
  constructor(private readonly studyTime: StudyTimeService) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Add whole minutes to today (UTC) and the total; also accepts the JSON as a text/plain beacon',
  })
  @ApiOkResponse({ type: StudyTimeResponseDto })
  add(@CurrentUserId() userId: number, @Body() dto: StudyTimeDto): Promise<StudyTimeResponseDto> {
    return this.studyTime.add(userId, dto.minutes);
  }

  @Get()
  @ApiOperation({ summary: 'The total study minutes and the minutes of each of the last N days (UTC)' })
  @ApiOkResponse({ type: StudyTimeHistoryDto })
  history(
    @CurrentUserId() userId: number,
    @Query() query: StudyTimeHistoryQueryDto,
  ): Promise<StudyTimeHistoryDto> {
    return this.studyTime.history(userId, query.days);
  }
}
