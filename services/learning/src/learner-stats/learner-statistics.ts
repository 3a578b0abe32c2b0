import { type GrammarTopic, type QuestionType } from '@grammarpath/contracts';
import { utcDay } from '../shared/utc-day';

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

/** A learner's whole recorded activity, as a full scan reads it (the reference of the aggregates, in tests). */
export interface LearnerHistory extends LearnerActivity {
  quizzes: QuizFact[];
}

/** What the full scan and the aggregates read alike: topics, types, exploration, days, paths, challenges. */
export interface LearnerActivity {
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

/** Counted quizzes (answeredQuestions > 0, totalQuestions > 0) with one score. */
export interface QuizScoreCount {
  totalQuestions: number;
  firstTryCorrect: number;
  quizzes: number;
}

/**
 * Counted, fully answered quizzes of 10 questions or more scoring at least 80 % first try, by whole seconds
 * per question (floor of timeTaken / totalQuestions, capped at FAST_QUIZ_SECONDS_CAP).
 */
export interface FastQuizCount {
  secondsPerQuestion: number;
  quizzes: number;
}

/** Largest seconds per question told apart by the fast-quiz counts (and so by fast_quizzes' parameter). */
export const FAST_QUIZ_SECONDS_CAP = 600;

/** The stored quizzes of one UTC day (every stored result, counted or not). */
export interface QuizDayFact {
  day: string;
  quizzes: number;
  questions: number;
  correct: number;
  quizSeconds: number;
}

/**
 * Everything the achievement engine and the dashboards compute from a learner's recorded activity, as
 * per-learner aggregates: a bounded number of numbers whatever the history (DESIGN.md §3), except the days.
 */
export interface LearnerStatistics extends LearnerActivity {
  /** Every stored quiz result. */
  quizzesStored: number;
  /** Quizzes with at least one answered question: the ones achievements count. */
  countedQuizzes: number;
  /** Of the counted quizzes. */
  questionsAnswered: number;
  /** Of the counted quizzes. */
  firstTryCorrect: number;
  /** Counted quizzes of mode 'mistakes'. */
  mistakesReviews: number;
  quizScores: QuizScoreCount[];
  fastQuizzes: FastQuizCount[];
  /** Days with a stored quiz, ascending. */
  quizDays: QuizDayFact[];
}

/** The aggregates of a history, computed in memory (what the aggregate tables hold for it). */
export function summariseHistory(history: LearnerHistory): LearnerStatistics {
  const counted = history.quizzes.filter((q) => q.answeredQuestions > 0);
  const scores = new Map<string, QuizScoreCount>();
  const fast = new Map<number, FastQuizCount>();
  const days = new Map<string, QuizDayFact>();
  for (const q of counted) {
    if (q.totalQuestions > 0) {
      const key = `${q.totalQuestions}/${q.firstTryCorrect}`;
      const entry = scores.get(key) ?? {
        totalQuestions: q.totalQuestions,
        firstTryCorrect: q.firstTryCorrect,
        quizzes: 0,
      };
      entry.quizzes += 1;
      scores.set(key, entry);
    }
    if (
      q.totalQuestions >= 10 &&
      q.answeredQuestions === q.totalQuestions &&
      q.firstTryCorrect * 100 >= 80 * q.totalQuestions &&
      q.timeTaken !== null
    ) {
      const seconds = Math.min(FAST_QUIZ_SECONDS_CAP, Math.floor(q.timeTaken / q.totalQuestions));
      const entry = fast.get(seconds) ?? { secondsPerQuestion: seconds, quizzes: 0 };
      entry.quizzes += 1;
      fast.set(seconds, entry);
    }
  }
  for (const q of history.quizzes) {
    const day = utcDay(q.date);
    const entry = days.get(day) ?? { day, quizzes: 0, questions: 0, correct: 0, quizSeconds: 0 };
    entry.quizzes += 1;
    entry.questions += q.totalQuestions;
    entry.correct += q.correctAnswers;
    entry.quizSeconds += q.timeTaken ?? 0;
    days.set(day, entry);
  }
  return {
    quizzesStored: history.quizzes.length,
    countedQuizzes: counted.length,
    questionsAnswered: counted.reduce((sum, q) => sum + q.answeredQuestions, 0),
    firstTryCorrect: counted.reduce((sum, q) => sum + q.firstTryCorrect, 0),
    mistakesReviews: counted.filter((q) => q.mode === 'mistakes').length,
    quizScores: [...scores.values()].sort(
      (a, b) => a.totalQuestions - b.totalQuestions || a.firstTryCorrect - b.firstTryCorrect,
    ),
    fastQuizzes: [...fast.values()].sort((a, b) => a.secondsPerQuestion - b.secondsPerQuestion),
    quizDays: [...days.values()].sort((a, b) => a.day.localeCompare(b.day)),
    topics: history.topics,
    types: history.types,
    categoriesExplored: history.categoriesExplored,
    cefrLevelsExplored: history.cefrLevelsExplored,
    activeDays: history.activeDays,
    stagesCompleted: history.stagesCompleted,
    pathsStarted: history.pathsStarted,
    pathsCompleted: history.pathsCompleted,
    dailyChallengesCompleted: history.dailyChallengesCompleted,
  };
}
