import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Achievement } from './achievement.entity';
import { AchievementsController } from './achievements.controller';
import { AchievementsService } from './achievements.service';
import { LearnerStatisticsReader } from './learner-statistics.reader';
import { UserAchievement } from './user-achievement.entity';

@Module({
  imports: [TypeOrmModule.forFeature([Achievement, UserAchievement])],
  controllers: [AchievementsController],
  providers: [AchievementsService, LearnerStatisticsReader],
  exports: [AchievementsService, LearnerStatisticsReader],
})
export class AchievementsModule {}
