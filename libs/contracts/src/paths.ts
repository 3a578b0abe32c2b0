import type { CefrLevel, DifficultyLevel, GrammarTopic } from './enums';
import type { ResourceLink } from './question-kinds';
import type { EnglishOriginals } from './teaching-texts';

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
  /** The English of the texts above that came translated. */
  english?: EnglishOriginals<'name' | 'description'>;
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
  /**
   * Added; present only when the request has a session (the path detail): true once the learner has a
   * stage-quiz result at the stage's threshold (DESIGN.md §5), which is what Mark as Complete needs.
   */
  quizPassed?: boolean;
  /** Added, with quizPassed: the learner's best first-try score on the stage's quiz (percent), or null before any. */
  bestFirstTryScore?: number | null;
  /** The English of the texts above that came translated (the lesson, for "Show in English"). */
  english?: EnglishOriginals<'name' | 'description'>;
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
  /** The English of the texts above that came translated. */
  english?: EnglishOriginals<'name' | 'description'>;
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

/**
 * Added: what a stage quiz's result did to its stage (QuizResultView.stage, for quizzes started with mode
 * 'stage'). A stage is completed by passing its quiz: first-try correct answers reaching `threshold` percent
 * of the quiz's questions (DESIGN.md §5).
 */
export interface StageQuizOutcome {
  stageId: number;
  pathId: number;
  /** First-try correct answers as a percent of the quiz's questions (rounded down). */
  firstTryScore: number;
  /** Percent needed (the stage's threshold, STAGE_THRESHOLD_DEFAULT unless the stage sets one). */
  threshold: number;
  /** True when this result passed the stage's quiz. */
  passed: boolean;
  /** True when the stage is completed after this result (now or before). */
  completed: boolean;
  /** True when this result completed the stage (false when it was already completed, or not passed, or locked). */
  completedNow: boolean;
  /** True when the previous stage is not completed yet: a passed quiz then completes nothing until it is. */
  locked: boolean;
  /** True when the whole path is complete after this result. */
  pathCompleted: boolean;
  /** The stage after this one, or null when it is the last. */
  nextStageId: number | null;
}

/** Added: the 409 message of POST .../stages/{stageId}/complete before the stage's quiz was passed. */
export function stageQuizRequiredMessage(threshold: number): string {
  return `Pass this stage's practice quiz with at least ${threshold}% (answers right on the first try) to complete it`;
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
  /** The English of the texts above that came translated. */
  english?: EnglishOriginals<'title' | 'content'>;
}
