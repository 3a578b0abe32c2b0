import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AchievementsModule } from '../achievements/achievements.module';
import { ActivityEvent } from '../learning-paths/activity-event.entity';
import { LearningPathStage } from '../learning-paths/learning-path-stage.entity';
import { LearningPath } from '../learning-paths/learning-path.entity';
import { UserLearningPathProgress } from '../learning-paths/user-learning-path-progress.entity';
import { ProgressSummaryController } from './progress-summary.controller';
import { ProgressSummaryService } from './progress-summary.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([LearningPath, LearningPathStage, UserLearningPathProgress, ActivityEvent]),
    AchievementsModule,
  ],
  controllers: [ProgressSummaryController],
  providers: [ProgressSummaryService],
})
export class ProgressSummaryModule {}
