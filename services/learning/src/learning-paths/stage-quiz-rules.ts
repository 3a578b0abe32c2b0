import { type StageQuizScore } from '../shared/stage-quizzes';
import { QUESTION_COUNT } from '@grammarpath/contracts';

/** One stored result of a stage quiz, as far as passing the stage goes. */
/** First-try correct answers as a percent of the quiz's questions, rounded down (0 for an empty quiz). */
export function firstTryPercent(score: StageQuizScore): number {
  return score.totalQuestions === 0 ? 0 : Math.floor((score.firstTryCorrect * 100) / score.totalQuestions);
}

/**
 * A stage quiz passes its stage (DESIGN.md §5) when the answers right on the first try reach the stage's
 * threshold percent of the quiz's questions. Practice mode allows several tries per question, so answers
 * right only on a later try never count. The quiz must also be a real one: at least the smallest quiz
 * (QUESTION_COUNT.min questions), or every question of a smaller stage set.
 */
export function passesStage(score: StageQuizScore, threshold: number, stageQuestionCount: number): boolean {
  const needed = Math.max(1, Math.min(QUESTION_COUNT.min, stageQuestionCount));
  return score.totalQuestions >= needed && score.firstTryCorrect * 100 >= threshold * score.totalQuestions;
}

/** The learner's standing on one stage's quiz: passed at least once, and the best qualifying score. */
export interface StageQuizStanding {
  passed: boolean;
  /** Best first-try percent over the results long enough to count; null when there is none. */
  bestFirstTryScore: number | null;
}

export function standingOf(
  scores: readonly StageQuizScore[],
  threshold: number,
  stageQuestionCount: number,
): StageQuizStanding {
  const needed = Math.max(1, Math.min(QUESTION_COUNT.min, stageQuestionCount));
  const counted = scores.filter((score) => score.totalQuestions >= needed);
  return {
    passed: counted.some((score) => passesStage(score, threshold, stageQuestionCount)),
    bestFirstTryScore: counted.length === 0 ? null : Math.max(...counted.map(firstTryPercent)),
  };
}
