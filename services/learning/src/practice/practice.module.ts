import { PreparedStatements } from '@grammarpath/server-kit';
import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnswerCheckService } from './answers/answer-check.service';
import { AnswersController } from './answers/answers.controller';
import { HintService } from './answers/hint.service';
import { QuizAnswer } from './answers/quiz-answer.entity';
import { DailyChallenge } from './daily-challenge/daily-challenge.entity';
import { DailyGoalController } from './daily-goal/daily-goal.controller';
import { DailyGoalService } from './daily-goal/daily-goal.service';
import { LearnerGoal } from './daily-goal/learner-goal.entity';
import { LearnerPlacement } from './placement/learner-placement.entity';
import { PlacementController } from './placement/placement.controller';
import { PlacementService } from './placement/placement.service';
import { LearnerPlacementsRepository } from './repositories/learner-placements.repository';
import { LearnerStatisticsReader } from '../learner-stats/learner-statistics.reader';
import { LearnerGoalsRepository } from './repositories/learner-goals.repository';
import { DailyChallengesController } from './daily-challenge/daily-challenges.controller';
import { DailyChallengesService } from './daily-challenge/daily-challenges.service';
import { UserDailyChallenge } from './daily-challenge/user-daily-challenge.entity';
import { MistakesReviewController } from './mistakes-review/mistakes-review.controller';
import { MistakesReviewService } from './mistakes-review/mistakes-review.service';
import { ErrorPattern } from './answers/error-pattern.entity';
import { UserProgress } from './answers/user-progress.entity';
import { QuestionBankReader } from './questions/question-bank.reader';
import { QuestionCatalogService } from './questions/question-catalog.service';
import { Question } from './questions/question.entity';
import { SampleQuestionController } from './questions/sample-question.controller';
import { SampleQuestionService } from './questions/sample-question.service';
import { AnswerStatsRepository } from './repositories/answer-stats.repository';
import { QuizAnswersRepository } from './repositories/quiz-answers.repository';
import { QuizResultsRepository } from './repositories/quiz-results.repository';
import { QuizzesRepository } from './repositories/quizzes.repository';
import { QuizProgressController } from './quizzes/quiz-progress.controller';
import { QuizProgressService } from './quizzes/quiz-progress.service';
import { QuizStartController } from './quizzes/quiz-start.controller';
import { QuizStartService } from './quizzes/quiz-start.service';
import { QuizExpiryService } from './quizzes/quiz-expiry.service';
import { QuizResult } from './quizzes/quiz-result.entity';
import { QuizResultsController } from './quizzes/quiz-results.controller';
import { QuizResultsService } from './quizzes/quiz-results.service';
import { QuizServingService } from './quizzes/quiz-serving.service';
import { Quiz } from './quizzes/quiz.entity';

/** The practice area: starting and serving quizzes, answer checks and hints, results, the daily challenge and mistakes review. */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      Question,
      Quiz,
      QuizAnswer,
      QuizResult,
      ErrorPattern,
      UserProgress,
      DailyChallenge,
      UserDailyChallenge,
      LearnerGoal,
      LearnerPlacement,
    ]),
  ],
  controllers: [
    QuizStartController,
    AnswersController,
    QuizResultsController,
    QuizProgressController,
    DailyChallengesController,
    MistakesReviewController,
    DailyGoalController,
    SampleQuestionController,
    PlacementController,
  ],
  providers: [
    PreparedStatements,
    QuestionBankReader,
    QuestionCatalogService,
    QuizServingService,
    QuizExpiryService,
    QuizStartService,
    AnswerCheckService,
    HintService,
    QuizzesRepository,
    QuizAnswersRepository,
    QuizResultsRepository,
    AnswerStatsRepository,
    QuizResultsService,
    QuizProgressService,
    DailyChallengesService,
    MistakesReviewService,
    LearnerGoalsRepository,
    LearnerStatisticsReader,
    DailyGoalService,
    SampleQuestionService,
    LearnerPlacementsRepository,
    PlacementService,
  ],
})
export class PracticeModule {
  /**
   * With the modules that provide STAGE_QUIZZES and LEVEL_PATHS (the paths feature) and ACHIEVEMENT_CHECKS (the achievements
   * feature), chosen where the app is assembled.
   */
  static withSources(...providers: (Type | DynamicModule)[]): DynamicModule {
    return { module: PracticeModule, imports: providers };
  }
}
