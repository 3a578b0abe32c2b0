import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ResourcesModule } from './resources/resources.module';
import { PATH_FACTS } from '../learner-stats/path-facts';
import { STAGE_QUIZZES } from '../shared/stage-quizzes';
import { LEVEL_PATHS } from '../shared/level-paths';
import { PathFactsReader } from './path-facts.reader';
// After PathFactsReader: the path and stage entities import each other, the stage first.
import { LevelPathsReader } from './level-paths.reader';
import { ActivityEvent } from './activity-event.entity';
import { LearningPathStage } from './learning-path-stage.entity';
import { LearningPath } from './learning-path.entity';
import { LearningPathsController } from './learning-paths.controller';
import { LearningPathsService } from './learning-paths.service';
import { PathContentService } from './path-content.service';
import { PathProgressService } from './path-progress.service';
import { StageQuizResultsReader } from './stage-quiz-results.reader';
import { StageQuizService } from './stage-quiz.service';
import { UserLearningPathProgress } from './user-learning-path-progress.entity';
import { UserPathProgressController } from './user-path-progress.controller';

@Module({
  imports: [
    TypeOrmModule.forFeature([LearningPath, LearningPathStage, UserLearningPathProgress, ActivityEvent]),
    ResourcesModule,
  ],
  controllers: [LearningPathsController, UserPathProgressController],
  providers: [
    PathContentService,
    PathProgressService,
    LearningPathsService,
    StageQuizResultsReader,
    StageQuizService,
    { provide: STAGE_QUIZZES, useExisting: StageQuizService },
    PathFactsReader,
    { provide: PATH_FACTS, useExisting: PathFactsReader },
    LevelPathsReader,
    { provide: LEVEL_PATHS, useExisting: LevelPathsReader },
  ],
  /**
   * For the quiz feature: a stage's question set, and a stored stage-quiz result completes its stage (the
   * dependency points quiz → paths); for the progress summary: the learner's path records (PATH_FACTS); for
   * the placement quiz: the first path of a level (LEVEL_PATHS).
   */
  exports: [STAGE_QUIZZES, PATH_FACTS, LEVEL_PATHS],
})
export class LearningPathsModule {}
