import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LearningPathStage } from './learning-path-stage.entity';
import { LearningPath } from './learning-path.entity';
import { LearningPathsController } from './learning-paths.controller';
import { LearningPathsService } from './learning-paths.service';
import { UserLearningPathProgress } from './user-learning-path-progress.entity';

@Module({
  imports: [TypeOrmModule.forFeature([LearningPath, LearningPathStage, UserLearningPathProgress])],
  controllers: [LearningPathsController],
  providers: [LearningPathsService],
})
export class LearningPathsModule {}
