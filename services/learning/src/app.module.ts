import { type ServiceConfig, ServiceCoreModule } from '@grammarpath/server-kit';
import { type DynamicModule, Module } from '@nestjs/common';
import { AchievementsModule } from './achievements/achievements.module';
import { LEARNING_DATABASE } from './database/learning-database';
import { LearnerDataModule } from './learner-data/learner-data.module';
import { FeedbackModule } from './feedback/feedback.module';
import { GrammarTipsModule } from './grammar-tips/grammar-tips.module';
import { LearningPathsModule } from './learning-paths/learning-paths.module';
import { ProgressSummaryModule } from './progress-summary/progress-summary.module';
import { PracticeModule } from './practice/practice.module';
import { TextToSpeechModule } from './text-to-speech/text-to-speech.module';

/** Health, sessions read from identity's store, schema `learning`, and the feature modules. */
@Module({})
export class AppModule {
  static register(config: ServiceConfig<'learning'>): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceCoreModule.forRoot({ config, database: LEARNING_DATABASE }),
        LearningPathsModule,
        AchievementsModule,
        ProgressSummaryModule.withSources(LearningPathsModule, AchievementsModule),
        PracticeModule.withSources(LearningPathsModule, AchievementsModule),
        TextToSpeechModule.forRoot(config.learning.textToSpeech),
        FeedbackModule,
        GrammarTipsModule,
        LearnerDataModule,
      ],
    };
  }
}
