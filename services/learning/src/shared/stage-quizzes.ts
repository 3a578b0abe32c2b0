import { type StageQuizOutcome } from '@grammarpath/contracts';

/** A stage quiz's figures that decide whether it passes its stage. */
export interface StageQuizScore {
  firstTryCorrect: number;
  totalQuestions: number;
}

/**
 * What the paths feature offers the practice feature: a stage's question set, and what a stored stage-quiz
 * result does to its stage. Provided by LearningPathsModule under STAGE_QUIZZES; app.module.ts gives it to
 * PracticeModule, so neither feature imports the other.
 */
export interface StageQuizzes {
  /** The question ids a stage's quiz draws from, or null when there is no such stage. */
  questionSetOf(stageId: number): Promise<number[] | null>;
  /** Called once a stage quiz's result is stored; null when the stage no longer exists. */
  onResult(userId: number, stageId: number, score: StageQuizScore): Promise<StageQuizOutcome | null>;
}

export const STAGE_QUIZZES = Symbol('STAGE_QUIZZES');
