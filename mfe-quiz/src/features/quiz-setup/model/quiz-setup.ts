import {
  difficultyOfCefr,
  QUESTION_TYPES,
  type CefrLevel,
  type DifficultyLevel,
  type QuestionType,
  type QuizSettings,
} from '@grammarpath/contracts';

/** How the level is chosen: by difficulty, or by CEFR level. */
export type LevelTab = 'standard' | 'cefr';

/** Unchecking the last selected type is ignored (SPEC §5); the order follows QUESTION_TYPES. */
export function nextTypeSelection(current: readonly QuestionType[], checked: QuestionType[]): QuestionType[] {
  if (checked.length === 0) return [...current];
  return QUESTION_TYPES.filter((type) => checked.includes(type));
}

/** The settings the panel's choices give (SPEC §3): cefrLevel only on the CEFR tab with a level picked. */
export function settingsOf(choice: {
  tab: LevelTab;
  difficulty: DifficultyLevel;
  cefr?: CefrLevel;
  types: QuestionType[];
  count: number;
}): QuizSettings {
  const cefrLevel = choice.tab === 'cefr' ? choice.cefr : undefined;
  return {
    difficultyLevel: cefrLevel ? difficultyOfCefr(cefrLevel) : choice.difficulty,
    ...(cefrLevel ? { cefrLevel } : {}),
    questionTypes: choice.types,
    questionCount: choice.count,
    isPracticeMode: false,
    progressiveDifficulty: false,
  };
}
