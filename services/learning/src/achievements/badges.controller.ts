import { type BadgeView, type UserBadgeView, ENDPOINTS } from '@grammarpath/contracts';
import { CurrentUserId, SessionAuthGuard, Route } from '@grammarpath/server-kit';
import { Controller, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags, ApiOkResponse } from '@nestjs/swagger';
import { BadgesService } from './badges.service';
import { BadgeViewDto, UserBadgeViewDto } from './dto/achievement.responses';

@ApiTags('achievements')
@Controller()
export class BadgesController {
  constructor(private readonly badges: BadgesService) {}

  @Route(ENDPOINTS.achievements.badges)
  @ApiOkResponse({ type: [BadgeViewDto] })
  @ApiOperation({ summary: 'Every badge with its criteria and its ja, vi and zh translations' })
  all(): Promise<BadgeView[]> {
    return this.badges.all();
  }

  @Route(ENDPOINTS.achievements.myBadges)
  @ApiOkResponse({ type: [UserBadgeViewDto] })
  @UseGuards(SessionAuthGuard)
  @ApiOperation({
    summary:
      'The learner’s earned badges {badgeId, dateEarned}, most recent first (awarded by check-achievements)',
  })
  mine(@CurrentUserId() userId: number): Promise<UserBadgeView[]> {
    return this.badges.forUser(userId);
  }
}
