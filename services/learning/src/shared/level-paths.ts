import { type CefrLevel, type Language, type PlacementPath } from '@grammarpath/contracts';

/**
 * What the paths feature offers the placement quiz: the path a learner of a level starts with. Provided by
 * LearningPathsModule under LEVEL_PATHS, so that the practice feature does not import it.
 */
export interface LevelPaths {
  /** The first path (in the order the content lists them) carrying the level, or null when none does; its name in `language`. */
  firstPathAt(level: CefrLevel, language: Language): Promise<PlacementPath | null>;
  /** The path of that id, or null when it no longer exists. */
  pathById(id: number, language: Language): Promise<PlacementPath | null>;
}

export const LEVEL_PATHS = Symbol('LEVEL_PATHS');
