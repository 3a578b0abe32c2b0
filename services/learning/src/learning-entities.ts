import { Achievement } from './achievements/achievement.entity';
import { Badge } from './achievements/badge.entity';
import { UserAchievement } from './achievements/user-achievement.entity';
import { UserBadge } from './achievements/user-badge.entity';
import { Feedback } from './feedback/feedback.entity';
import { ActivityEvent } from './learning-paths/activity-event.entity';
import { LearningPathStage } from './learning-paths/learning-path-stage.entity';
import { LearningPath } from './learning-paths/learning-path.entity';
import { UserLearningPathProgress } from './learning-paths/user-learning-path-progress.entity';
import { ErrorPattern } from './practice/answers/error-pattern.entity';
import { QuizAnswer } from './practice/answers/quiz-answer.entity';
import { UserProgress } from './practice/answers/user-progress.entity';
import { DailyChallenge } from './practice/daily-challenge/daily-challenge.entity';
import { LearnerGoal } from './practice/daily-goal/learner-goal.entity';
import { LearnerPlacement } from './practice/placement/learner-placement.entity';
import { UserDailyChallenge } from './practice/daily-challenge/user-daily-challenge.entity';
import { Question } from './practice/questions/question.entity';
import { QuizResult } from './practice/quizzes/quiz-result.entity';
import { Quiz } from './practice/quizzes/quiz.entity';
import { LearningResource } from './learning-paths/resources/learning-resource.entity';

/**
 * Every entity the feature modules register, for checks over the whole schema (the migrations test compares
 * it with the migrated tables; app.integration-spec checks it against what the app loaded).
 */
export const LEARNING_ENTITIES = [
  Question,
  QuizResult,
  UserProgress,
  ErrorPattern,
  Badge,
  UserBadge,
  Achievement,
  UserAchievement,
  DailyChallenge,
  UserDailyChallenge,
  LearningResource,
  LearningPath,
  LearningPathStage,
  UserLearningPathProgress,
  ActivityEvent,
  Feedback,
  Quiz,
  QuizAnswer,
  LearnerGoal,
  LearnerPlacement,
];
