import { type BadgeView, type UserBadgeView } from '@grammarpath/contracts';
import { CurrentUserId, SessionAuthGuard } from '@grammarpath/server-kit';
import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { BadgesService } from './badges.service';

@ApiTags('achievements')
@Controller('api')
export class BadgesController {
  constructor(private readonly badges: BadgesService) {}

  @Get('badges')
  @ApiOperation({ summary: 'Every badge with its criteria and its ja, vi and zh translations' })
  all(): Promise<BadgeView[]> {
    return this.badges.all();
  }

  @Get('user/badges')
  @UseGuards(SessionAuthGuard)
  @ApiOperation({
    summary:
      'The learner’s earned badges {badgeId, dateEarned}, most recent first (awarded by check-achievements)',
  })
  mine(@CurrentUserId() userId: number): Promise<UserBadgeView[]> {
    return this.badges.forUser(userId);
  }
}
