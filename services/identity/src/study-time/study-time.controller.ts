import { ENDPOINTS } from '@grammarpath/contracts';
import { CurrentUserId, Route, SessionAuthGuard } from '@grammarpath/server-kit';
import { Body, Controller, HttpCode, Query, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCookieAuth,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import {
  StudyTimeDto,
  StudyTimeHistoryDto,
  StudyTimeHistoryQueryDto,
  StudyTimeResponseDto,
} from './dto/study-time.dto';
import { StudyTimeService } from './study-time.service';

@ApiTags('study time')
@ApiCookieAuth()
@ApiUnauthorizedResponse({ description: 'Not logged in' })
@UseGuards(SessionAuthGuard)
@Controller()
export class StudyTimeController {
  constructor(private readonly studyTime: StudyTimeService) {}

  @Route(ENDPOINTS.user.studyTime.save)
  @HttpCode(200)
  @ApiOperation({
    summary: 'Add whole minutes to today (UTC) and the total; also accepts the JSON as a text/plain beacon',
  })
  @ApiOkResponse({ type: StudyTimeResponseDto })
  @ApiBadRequestResponse({ description: 'minutes is not a whole number in range' })
  add(@CurrentUserId() userId: number, @Body() dto: StudyTimeDto): Promise<StudyTimeResponseDto> {
    return this.studyTime.add(userId, dto.minutes);
  }

  @Route(ENDPOINTS.user.studyTime.read)
  @ApiOperation({ summary: 'The total study minutes and the minutes of each of the last N days (UTC)' })
  @ApiOkResponse({ type: StudyTimeHistoryDto })
  @ApiBadRequestResponse({ description: 'days is not a whole number in range' })
  history(
    @CurrentUserId() userId: number,
    @Query() query: StudyTimeHistoryQueryDto,
  ): Promise<StudyTimeHistoryDto> {
    return this.studyTime.history(userId, query.days);
  }
}
