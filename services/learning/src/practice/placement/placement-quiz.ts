import {
  difficultyOfCefr,
  passesLevel,
  PLACEMENT_LEVELS,
  PLACEMENT_QUESTION_TYPES,
  PLACEMENT_QUESTIONS_PER_LEVEL,
  type CefrLevel,
  type PlacementLevel,
  type PlacementLevelScore,
} from '@grammarpath/contracts';
import { type CatalogEntry } from '../questions/catalog-entry';
import { type CatalogIndex } from '../questions/catalog-index';
import { type Random } from '../questions/random';
import { selectQuestions } from '../questions/question-selection';

/**
 * A placement quiz's questions: PLACEMENT_QUESTIONS_PER_LEVEL of each placement level, levels easiest first
 * (a beginner meets the questions they can answer before the ones they cannot), kinds mixed within a level
 * by the usual selection (balanced, questions seen recently last).
 */
export function selectPlacementQuestions(
  index: CatalogIndex,
  recent: ReadonlySet<number>,
  random: Random = Math.random,
): CatalogEntry[] {
  return PLACEMENT_LEVELS.flatMap(
    (level) =>
      selectQuestions(
        index,
        {
          questionTypes: [...PLACEMENT_QUESTION_TYPES],
          questionCount: PLACEMENT_QUESTIONS_PER_LEVEL,
          difficultyLevel: difficultyOfCefr(level),
          cefrLevel: level,
        },
        recent,
        random,
      ).entries,
  );
}

/** The placement level a question counts for: its CEFR level, C2 within the top level (C1 and above). */
export function placementLevelOf(cefrLevel: CefrLevel | null): PlacementLevel | null {
  if (cefrLevel === null) return null;
  return cefrLevel === 'c2' ? 'c1' : cefrLevel;
}

/**
 * Each level's first-try score in a placement quiz. A question not answered, or not right on the first
 * try, counts as wrong.
 */
export function scorePlacement(
  questions: readonly Pick<CatalogEntry, 'id' | 'cefrLevel'>[],
  rightFirstTime: ReadonlySet<number>,
): PlacementLevelScore[] {
  return PLACEMENT_LEVELS.map((level) => {
    const asked = questions.filter((question) => placementLevelOf(question.cefrLevel) === level);
    const correct = asked.filter((question) => rightFirstTime.has(question.id)).length;
    return { level, correct, total: asked.length, passed: passesLevel(correct, asked.length) };
  });
}
