import { type BadgeView, type UserBadgeView } from '@grammarpath/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Badge } from './badge.entity';
import { toBadgeView, toUserBadgeView } from './badge-view';
import { UserBadge } from './user-badge.entity';

/** Reads the badge catalogue and a learner's earned badges; POST /api/user/check-achievements awards them. */
@Injectable()
export class BadgesService {
  constructor(
    @InjectRepository(Badge) private readonly badges: Repository<Badge>,
    @InjectRepository(UserBadge) private readonly userBadges: Repository<UserBadge>,
  ) {}

  async all(): Promise<BadgeView[]> {
    const rows = await this.badges.find({ order: { id: 'ASC' } });
    return rows.map(toBadgeView);
  }

  /** The learner's earned badges, most recent first. */
  async forUser(userId: number): Promise<UserBadgeView[]> {
    const rows = await this.userBadges.find({
      where: { userId },
      order: { dateEarned: 'DESC', badgeId: 'ASC' },
    });
    return rows.map(toUserBadgeView);
  }
}
