import { type DailyGoalView, ENDPOINTS } from '@grammarpath/contracts';
import { CurrentUserId, Route, SessionAuthGuard } from '@grammarpath/server-kit';
import { Body, Controller, HttpCode, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DailyGoalService } from './daily-goal.service';
import { DailyGoalDto, DailyGoalViewDto } from './dto/daily-goal.dto';

@ApiTags('progress')
@UseGuards(SessionAuthGuard)
@Controller()
export class DailyGoalController {
  constructor(private readonly dailyGoal: DailyGoalService) {}

  @Route(ENDPOINTS.dailyGoal.get)
  @ApiOkResponse({ type: DailyGoalViewDto })
  @ApiOperation({ summary: 'The daily goal, the questions answered today and the current streak' })
  get(@CurrentUserId() userId: number): Promise<DailyGoalView> {
    return this.dailyGoal.forUser(userId);
  }

  @Route(ENDPOINTS.dailyGoal.set)
  @HttpCode(200)
  @ApiOkResponse({ type: DailyGoalViewDto })
  @ApiOperation({ summary: 'Choose the daily goal: 10, 20 or 30 questions a day' })
  choose(@CurrentUserId() userId: number, @Body() body: DailyGoalDto): Promise<DailyGoalView> {
    return this.dailyGoal.choose(userId, body.questionsPerDay);
  }
}
