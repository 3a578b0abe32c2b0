import {
  type Language,
  type LearningPathDetail,
  type LearningPathProgress,
  type StageView,
} from '@grammarpath/contracts';
import { type LearningPath } from './learning-path.entity';
import { toPathFields } from './path-fields';

/** progress: undefined for visitors (no `progress` field), null for a learner who has not started the path. */
export function toLearningPathDetail(
  path: LearningPath,
  stages: StageView[],
  progress: LearningPathProgress | null | undefined,
  language: Language,
): LearningPathDetail {
  const detail: LearningPathDetail = { ...toPathFields(path, language), stages };
  return progress === undefined ? detail : { ...detail, progress };
}
