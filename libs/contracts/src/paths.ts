import type { CefrLevel, DifficultyLevel, GrammarTopic } from './enums';
import type { ResourceLink } from './quiz';

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

/** A learning resource a stage points at. */
export interface StageResourceRef {
  id: number;
  title: string;
}

/** One stage, as GET /api/learning-paths/{id}/stages and the path detail show it (ordered by orderIndex). */
export interface StageView {
  id: number;
  pathId: number;
  name: string;
  /** HTML; sanitise before rendering. */
  description: string;
  /** 0-based position in the path. */
  orderIndex: number;
  /** Percent needed to pass the stage's questions (default 70). */
  threshold: number;
  /** Number of questions in the stage's question set. */
  questionCount: number;
  resources: StageResourceRef[];
}

/**
 * A learner's progress on one path: the answer of POST .../start and POST .../progress, the items of
 * GET /api/user/learning-path-progress, and `progress` of the path detail. Dates are ISO 8601 strings.
 */
export interface LearningPathProgress {
  id: number;
  pathId: number;
  /** The next stage to do: the stage at index min(completed count, stage count - 1); null for a path without stages. */
  currentStageId: number | null;
  started: string;
  lastActivity: string;
  completed: boolean;
  completedDate: string | null;
  /** Ids of the completed stages, in path order (DESIGN.md §5). */
  stagesCompleted: number[];
  /** Percent, 0 to 100: floor(completed stages / stage count * 100), recomputed by the server. */
  overallProgress: number;
}

/** GET /api/learning-paths/{id}. */
export interface LearningPathDetail {
  id: number;
  name: string;
  description: string;
  difficultyLevel: DifficultyLevel;
  cefrLevel: CefrLevel | null;
  /** Minutes (60 when the content gives none). */
  estimatedCompletionTime: number;
  targetGrammarTopics: GrammarTopic[];
  /** Ids of the paths to finish first. */
  prerequisitePaths: number[];
  stages: StageView[];
  /** Present only when the request has a session: the learner's progress, or null when not started. */
  progress?: LearningPathProgress | null;
}

/** Body of POST /api/learning-paths/{pathId}/progress; the server never stores more than the completed stages give. */
export interface UpdatePathProgressRequest {
  /** Integer percent, 0 to 100. */
  progress: number;
}

/** POST /api/learning-paths/{pathId}/stages/{stageId}/complete. */
export interface CompleteStageResponse {
  progress: LearningPathProgress;
  /** True when the path is complete (100 %) after this call. */
  pathCompleted: boolean;
  /** The stage after this one, or null when it was the last. */
  nextStageId: number | null;
  /** True when the stage had already been completed before (nothing changed). */
  alreadyCompleted: boolean;
}

/** GET /api/learning-resources/{id}: a grammar explanation a stage points at (StageView.resources). */
export interface LearningResourceView {
  id: number;
  title: string;
  /** Plain text. */
  content: string;
  category: string;
  grammarRule: GrammarTopic;
  difficulty: DifficultyLevel;
  exampleSentences: string[];
  links: ResourceLink[];
}
