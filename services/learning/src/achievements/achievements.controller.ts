import {
  type AchievementView,
  type CheckAchievementsResponse,
  type UserAchievementView,
} from '@grammarpath/contracts';
import { CurrentUserId, SessionAuthGuard } from '@grammarpath/server-kit';
import { Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AchievementsService } from './achievements.service';

@ApiTags('achievements')
@Controller('api')
export class AchievementsController {
  constructor(private readonly achievements: AchievementsService) {}

  @Get('achievements')
  @ApiOperation({ summary: 'Every achievement, with its ja, vi and zh translations' })
  all(): Promise<AchievementView[]> {
    return this.achievements.all();
  }

  @Get('user/achievements')
  @UseGuards(SessionAuthGuard)
  @ApiOperation({ summary: 'The learner’s earned achievements and those in progress' })
  mine(@CurrentUserId() userId: number): Promise<UserAchievementView[]> {
    return this.achievements.forUser(userId);
  }

  @Post('user/check-achievements')
  @HttpCode(200)
  @UseGuards(SessionAuthGuard)
  @ApiOperation({
    summary: 'Evaluate every achievement from recorded activity; answer the newly earned ones',
  })
  check(@CurrentUserId() userId: number): Promise<CheckAchievementsResponse> {
    return this.achievements.check(userId);
  }
}
