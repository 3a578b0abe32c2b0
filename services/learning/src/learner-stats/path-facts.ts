import {
  type DifficultyLevel,
  type CefrLevel,
  type GrammarTopic,
  type ActivityType,
  type EnglishOriginals,
  type Language,
} from '@grammarpath/contracts';

/** A path's name and description in the language asked for, `english` holding those that came translated. */
export interface PathFact {
  id: number;
  name: string;
  description: string;
  english?: EnglishOriginals<'name' | 'description'>;
  difficultyLevel: DifficultyLevel;
  cefrLevel: CefrLevel | null;
  targetGrammarTopics: GrammarTopic[];
  estimatedCompletionTime: number;
  prerequisitePaths: number[];
}

export interface StageFact {
  id: number;
  pathId: number;
  name: string;
  orderIndex: number;
  english?: EnglishOriginals<'name'>;
}

export interface PathProgressFact {
  pathId: number;
  completed: boolean;
  completedDate: Date | null;
  stagesCompleted: number[];
  overallProgress: number;
  lastActivity: Date;
}

export interface ActivityFact {
  type: ActivityType;
  pathId: number;
  stageId: number | null;
  createdAt: Date;
}

/** The learner's path records the progress summary reads. */
export interface LearnerPathFacts {
  /** Every path, in id order. */
  paths: PathFact[];
  stages: StageFact[];
  progress: PathProgressFact[];
  /** The latest path activity, newest first (at most `recentMax`). */
  recentEvents: ActivityFact[];
  /** The stages completed since `since`. */
  stageEvents: ActivityFact[];
}

/** Provided by the paths feature under PATH_FACTS: the learner's path records, read-only. */
export interface PathFacts {
  /** Changes whenever the path catalogue (paths, stages, their translations) does. */
  catalogueVersion(): Promise<string>;
  forLearner(userId: number, since: Date, recentMax: number, language: Language): Promise<LearnerPathFacts>;
}

export const PATH_FACTS = Symbol('PATH_FACTS');
