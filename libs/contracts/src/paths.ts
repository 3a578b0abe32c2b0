import type { CefrLevel, DifficultyLevel, GrammarTopic } from './enums';

/** A learner's progress on one path, as the path list shows it. */
export interface LearningPathProgressSummary {
  /** Percent, 0 to 100. */
  overallProgress: number;
  completed: boolean;
  /** Ids of the completed stages (DESIGN.md §5); their count is the number of completed stages. */
  stagesCompleted: number[];
}

/** One item of GET /api/learning-paths. */
export interface LearningPathListItem {
  id: number;
  name: string;
  description: string;
  difficultyLevel: DifficultyLevel;
  cefrLevel: CefrLevel | null;
  /** Minutes. */
  estimatedCompletionTime: number;
  targetGrammarTopics: GrammarTopic[];
  /** Ids of the paths to finish first. */
  prerequisitePaths: number[];
  stageCount: number;
  /** Present only when the request has a session: the learner's progress, or null when not started. */
  progress?: LearningPathProgressSummary | null;
}
