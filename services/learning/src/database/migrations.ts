import { InitialSchema1795321604758 } from './migrations/1795321604758-initial-schema';
import { QuizzesAndAnswers1795323183727 } from './migrations/1795323183727-quizzes-and-answers';
import { AchievementCatalogueKeys1795323257304 } from './migrations/1795323257304-achievement-catalogue-keys';
import { QuestionsUpdatedAtIndex1795346300148 } from './migrations/1795346300148-questions-updated-at-index';
import { QuizResultsAnsweredQuestions1795680169342 } from './migrations/1795680169342-quiz-results-answered-questions';
import { QuizzesStartedIndex1795680785726 } from './migrations/1795680785726-quizzes-started-index';
import { LearnerAggregates1795740000000 } from './migrations/1795740000000-learner-aggregates';
import { HistoryPageIndexes1795740100000 } from './migrations/1795740100000-history-page-indexes';
import { LearnerGoals1795800000000 } from './migrations/1795800000000-learner-goals';
import { LearnerPlacements1795900000000 } from './migrations/1795900000000-learner-placements';
import { ContentTranslations1795950000000 } from './migrations/1795950000000-content-translations';
import { LearnerVersions1796000000000 } from './migrations/1796000000000-learner-versions';
import { QuizResultViews1796100000000 } from './migrations/1796100000000-quiz-result-views';

/** Every migration in order, as class references (globs break under SWC and jest). */
export const LEARNING_MIGRATIONS = [
  InitialSchema1795321604758,
  QuizzesAndAnswers1795323183727,
  AchievementCatalogueKeys1795323257304,
  QuestionsUpdatedAtIndex1795346300148,
  QuizResultsAnsweredQuestions1795680169342,
  QuizzesStartedIndex1795680785726,
  LearnerAggregates1795740000000,
  HistoryPageIndexes1795740100000,
  LearnerGoals1795800000000,
  LearnerPlacements1795900000000,
  ContentTranslations1795950000000,
  LearnerVersions1796000000000,
  QuizResultViews1796100000000,
];
