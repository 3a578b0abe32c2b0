import type { ComponentType } from 'react';
import type { DifficultyLevel, QuizResponse } from '@grammarpath/contracts';

/** Where a quiz's questions come from: a stable key and the call that starts the quiz. */
export interface QuizSource {
  key: readonly unknown[];
  load: () => Promise<QuizResponse>;
}

/** What a page that plays a quiz (the daily challenge, the mistakes review) asks of the quiz player. */
export interface PlayQuizProps {
  source: QuizSource;
  /** The level the result is filed under; by default the first question's. */
  difficultyLevel?: DifficultyLevel;
  title?: string;
  /** Shown instead of the generic empty state when the source has no questions. */
  empty?: { title: string; description: string };
  /**
   * Shown when the last question is done, instead of storing a quiz result and the summary: a quiz scored by
   * an endpoint of its own (the placement quiz) renders its ending here.
   */
  Finished?: ComponentType<{ quizId: string }>;
}

/**
 * The quiz player a page is given. Features never import each other: routes.tsx hands features/quiz's
 * QuizRunner to the pages that play a quiz.
 */
export type PlayQuiz = ComponentType<PlayQuizProps>;
