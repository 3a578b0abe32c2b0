import {
  QUESTION_COUNT,
  QUESTION_TYPES,
  ROUTES,
  type DifficultyLevel,
  type QuizSettings,
} from '@grammarpath/contracts';

/** The quiz of a stage's question set: all five question types, 10 questions, at the path's difficulty. */
export function stageQuizSettings(stageId: number, difficultyLevel: DifficultyLevel): QuizSettings {
  return {
    mode: 'stage',
    stageId,
    difficultyLevel,
    questionTypes: [...QUESTION_TYPES],
    questionCount: QUESTION_COUNT.default,
    isPracticeMode: false,
    progressiveDifficulty: false,
  };
}

/** /quiz?settings=… for a stage. */
export function stageQuizUrl(stageId: number, difficultyLevel: DifficultyLevel): string {
  return ROUTES.quiz.href(stageQuizSettings(stageId, difficultyLevel));
}
