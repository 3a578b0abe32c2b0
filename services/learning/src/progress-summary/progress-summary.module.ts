import { PreparedStatements } from '@grammarpath/server-kit';
import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { LearnerStatisticsReader } from '../learner-stats/learner-statistics.reader';
import { ProgressSummaryController } from './progress-summary.controller';
import { ProgressSummaryService } from './progress-summary.service';

@Module({
  controllers: [ProgressSummaryController],
  providers: [ProgressSummaryService, LearnerStatisticsReader, PreparedStatements],
})
export class ProgressSummaryModule {
  /**
   * With the modules that provide PATH_FACTS (the paths feature) and LEARNER_POINTS (the achievements
   * feature), chosen where the app is assembled: the summary imports neither feature.
   */
  static withSources(...providers: (Type | DynamicModule)[]): DynamicModule {
    return { module: ProgressSummaryModule, imports: providers };
  }
}
