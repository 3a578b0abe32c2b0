import { Achievement } from '../achievements/achievement.entity';
import { Badge } from '../achievements/badge.entity';
import { UserAchievement } from '../achievements/user-achievement.entity';
import { UserBadge } from '../achievements/user-badge.entity';
import { QuizAnswer } from '../answers/quiz-answer.entity';
import { DailyChallenge } from '../daily-challenges/daily-challenge.entity';
import { UserDailyChallenge } from '../daily-challenges/user-daily-challenge.entity';
import { Feedback } from '../feedback/feedback.entity';
import { ActivityEvent } from '../learning-paths/activity-event.entity';
import { LearningPathStage } from '../learning-paths/learning-path-stage.entity';
import { LearningPath } from '../learning-paths/learning-path.entity';
import { UserLearningPathProgress } from '../learning-paths/user-learning-path-progress.entity';
import { ErrorPattern } from '../progress/error-pattern.entity';
import { UserProgress } from '../progress/user-progress.entity';
import { CustomQuestionSet } from '../question-sets/custom-question-set.entity';
import { Question } from '../questions/question.entity';
import { Quiz } from '../quiz/quiz.entity';
import { QuizResult } from '../quiz/quiz-result.entity';
import { LearningResource } from '../resources/learning-resource.entity';

/** Every entity of schema `learning`. */
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
  CustomQuestionSet,
  LearningPath,
  LearningPathStage,
  UserLearningPathProgress,
  ActivityEvent,
  Feedback,
  Quiz,
  QuizAnswer,
];
