import {
  type AchievementView,
  type CheckAchievementsResponse,
  type UserAchievementView,
  ENDPOINTS,
} from '@grammarpath/contracts';
import { CurrentUserId, SessionAuthGuard, Route } from '@grammarpath/server-kit';
import { Controller, HttpCode, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags, ApiOkResponse } from '@nestjs/swagger';
import { AchievementsService } from './achievements.service';
import {
  AchievementViewDto,
  CheckAchievementsResponseDto,
  UserAchievementViewDto,
} from './dto/achievement.responses';

@ApiTags('achievements')
@Controller()
export class AchievementsController {
  constructor(private readonly achievements: AchievementsService) {}

  @Route(ENDPOINTS.achievements.all)
  @ApiOkResponse({ type: [AchievementViewDto] })
  @ApiOperation({ summary: 'Every achievement, with its ja, vi and zh translations' })
  all(): Promise<AchievementView[]> {
    return this.achievements.all();
  }

  @Route(ENDPOINTS.achievements.mine)
  @ApiOkResponse({ type: [UserAchievementViewDto] })
  @UseGuards(SessionAuthGuard)
  @ApiOperation({ summary: 'The learner’s earned achievements and those in progress' })
  mine(@CurrentUserId() userId: number): Promise<UserAchievementView[]> {
    return this.achievements.forUser(userId);
  }

  @Route(ENDPOINTS.achievements.check)
  @ApiOkResponse({ type: CheckAchievementsResponseDto })
  @HttpCode(200)
  @UseGuards(SessionAuthGuard)
  @ApiOperation({
    summary: 'Evaluate every achievement from recorded activity; answer the newly earned ones',
  })
  check(@CurrentUserId() userId: number): Promise<CheckAchievementsResponse> {
    return this.achievements.check(userId);
  }
}
