import type { LearningPathDetail, LearningPathProgress, StageView } from '@grammarpath/contracts';

/** The contract shapes mfe-paths reads, under the names its code uses. */
export type PathStage = StageView;
export type PathDetail = LearningPathDetail;
export type PathProgress = LearningPathProgress;
