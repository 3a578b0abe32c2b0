import {
  DEFAULT_DIFFICULTY,
  DEFAULT_QUESTION_TYPES,
  difficultyOfCefr,
  QUESTION_COUNT,
  QUESTION_TYPES,
  ROUTES,
  type CefrLevel,
  type DifficultyLevel,
  type QuestionType,
  type QuizSettings,
} from '@grammarpath/contracts';

/** How the level is chosen: by difficulty, or by CEFR level. */
export type LevelTab = 'standard' | 'cefr';

/** The panel's choices. */
export interface QuizChoice {
  tab: LevelTab;
  difficulty: DifficultyLevel;
  cefr?: CefrLevel;
  types: readonly QuestionType[];
  count: number;
}

/** The panel's choices before the learner changes any. */
export const DEFAULT_CHOICE: QuizChoice = {
  tab: 'standard',
  difficulty: DEFAULT_DIFFICULTY,
  types: DEFAULT_QUESTION_TYPES,
  count: QUESTION_COUNT.default,
};

/** Unchecking the last selected type is ignored (SPEC §5); the order follows QUESTION_TYPES. */
export function nextTypeSelection(current: readonly QuestionType[], checked: QuestionType[]): QuestionType[] {
  if (checked.length === 0) return [...current];
  return QUESTION_TYPES.filter((type) => checked.includes(type));
}

/** The settings the panel's choices give (SPEC §3): cefrLevel only on the CEFR tab with a level picked. */
export function settingsOf(choice: QuizChoice): QuizSettings {
  const cefrLevel = choice.tab === 'cefr' ? choice.cefr : undefined;
  return {
    difficultyLevel: cefrLevel ? difficultyOfCefr(cefrLevel) : choice.difficulty,
    ...(cefrLevel ? { cefrLevel } : {}),
    questionTypes: [...choice.types],
    questionCount: choice.count,
    isPracticeMode: false,
    progressiveDifficulty: false,
  };
}

/** Where Start Quiz goes with the panel's choices untouched: the quiz most learners start. */
export function defaultQuizHref(): string {
  return ROUTES.quiz.href(settingsOf(DEFAULT_CHOICE));
}
