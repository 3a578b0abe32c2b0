import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnswerCheckService } from '../answers/answer-check.service';
import { AnswerRecorderService } from '../answers/answer-recorder.service';
import { AnswersController } from '../answers/answers.controller';
import { HintService } from '../answers/hint.service';
import { QuizAnswer } from '../answers/quiz-answer.entity';
import { PreparedStatements } from '../database/prepared-statements';
import { DailyChallenge } from '../daily-challenges/daily-challenge.entity';
import { DailyChallengesController } from '../daily-challenges/daily-challenges.controller';
import { DailyChallengesService } from '../daily-challenges/daily-challenges.service';
import { UserDailyChallenge } from '../daily-challenges/user-daily-challenge.entity';
import { LearningPathStage } from '../learning-paths/learning-path-stage.entity';
import { LearningPathsModule } from '../learning-paths/learning-paths.module';
import { MistakesReviewController } from '../mistakes/mistakes-review.controller';
import { MistakesReviewService } from '../mistakes/mistakes-review.service';
import { ErrorPattern } from '../progress/error-pattern.entity';
import { QuestionBankReader } from '../questions/question-bank.reader';
import { QuestionCatalogService } from '../questions/question-catalog.service';
import { Question } from '../questions/question.entity';
import { QuestionsController } from '../questions/questions.controller';
import { QuizStartService } from '../questions/quiz-start.service';
import { QuizExpiryService } from './quiz-expiry.service';
import { QuizResult } from './quiz-result.entity';
import { QuizResultsController } from './quiz-results.controller';
import { QuizResultsService } from './quiz-results.service';
import { QuizServingService } from './quiz-serving.service';
import { Quiz } from './quiz.entity';

/** The quiz area: questions, answer checks and hints, results, the daily challenge and mistakes review. */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      Question,
      Quiz,
      QuizAnswer,
      QuizResult,
      ErrorPattern,
      DailyChallenge,
      UserDailyChallenge,
      LearningPathStage,
    ]),
    LearningPathsModule,
  ],
  controllers: [
    QuestionsController,
    AnswersController,
    QuizResultsController,
    DailyChallengesController,
    MistakesReviewController,
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
    AnswerRecorderService,
    QuizResultsService,
    DailyChallengesService,
    MistakesReviewService,
  ],
})
export class QuizModule {}
