import { type GrammarTopic, type QuestionType } from '@grammarpath/contracts';

/** One finished quiz, as the achievement rules need it. */
export interface QuizFact {
  date: Date;
  totalQuestions: number;
  correctAnswers: number;
  firstTryCorrect: number;
  /** Questions the learner answered (checked by the server). */
  answeredQuestions: number;
  /** Seconds from serving the quiz to its result, or null when unknown. */
  timeTaken: number | null;
  mode: string;
}

/** One grammar topic's recorded answers (quiz_answers joined with the question's topics). */
export interface TopicFact {
  topic: GrammarTopic;
  answered: number;
  firstTryCorrect: number;
  correct: number;
  hintsUsed: number;
}

export interface TypeFact {
  questionType: QuestionType;
  answered: number;
  firstTryCorrect: number;
}

/** Everything the achievement engine and the dashboards compute from a learner's recorded activity. */
export interface LearnerStatistics {
  quizzes: QuizFact[];
  topics: TopicFact[];
  types: TypeFact[];
  categoriesExplored: number;
  cefrLevelsExplored: number;
  /** Days (YYYY-MM-DD, UTC) with a finished quiz or a completed stage, ascending, distinct. */
  activeDays: string[];
  stagesCompleted: number;
  pathsStarted: number;
  pathsCompleted: number;
  dailyChallengesCompleted: number;
}
