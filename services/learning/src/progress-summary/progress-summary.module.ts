import { Module } from '@nestjs/common';
import { AchievementsModule } from '../achievements/achievements.module';
import { LearningPathsModule } from '../learning-paths/learning-paths.module';
import { ProgressSummaryController } from './progress-summary.controller';
import { ProgressSummaryService } from './progress-summary.service';

@Module({
  // The paths' tables come with LearningPathsModule, which registers them.
  imports: [LearningPathsModule, AchievementsModule],
  controllers: [ProgressSummaryController],
  providers: [ProgressSummaryService],
})
export class ProgressSummaryModule {}
