import { PreparedStatements } from '@grammarpath/server-kit';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Achievement } from './achievement.entity';
import { AchievementsController } from './achievements.controller';
import { AchievementsService } from './achievements.service';
import { Badge } from './badge.entity';
import { BadgesController } from './badges.controller';
import { BadgesService } from './badges.service';
import { RulesCatalogueCache } from './rules-catalogue';
import { LEARNER_POINTS } from '../learner-stats/learner-points';
import { ACHIEVEMENT_CHECKS } from '../shared/achievement-checks';
import { LearnerStatisticsReader } from '../learner-stats/learner-statistics.reader';
import { UserAchievement } from './user-achievement.entity';
import { UserBadge } from './user-badge.entity';

@Module({
  imports: [TypeOrmModule.forFeature([Achievement, UserAchievement, Badge, UserBadge])],
  controllers: [AchievementsController, BadgesController],
  providers: [
    AchievementsService,
    BadgesService,
    RulesCatalogueCache,
    PreparedStatements,
    LearnerStatisticsReader,
    { provide: LEARNER_POINTS, useExisting: AchievementsService },
    { provide: ACHIEVEMENT_CHECKS, useExisting: AchievementsService },
  ],
  /** For the progress summary: the learner's points (LEARNER_POINTS); for practice: the check after a result. */
  exports: [LEARNER_POINTS, ACHIEVEMENT_CHECKS],
})
export class AchievementsModule {}
