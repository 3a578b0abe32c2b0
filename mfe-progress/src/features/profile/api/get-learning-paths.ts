import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS, queryKeyRoot, type LearningPathListItem } from '@grammarpath/contracts';
import { apiJson } from '@grammarpath/platform';
import { useLearnerQuery } from '../../../shared/api/use-learner-query';

const { list } = ENDPOINTS.paths;

/** GET /api/learning-paths: every path, with the learner's progress on those started (mfe_paths reads the same key). */
export const getLearningPaths = (): Promise<LearningPathListItem[]> =>
  apiJson<LearningPathListItem[]>(list.method, list.path);

export const learningPathsQueryOptions = () =>
  queryOptions({ queryKey: queryKeyRoot(list), queryFn: getLearningPaths });

/** The learning paths with the learner's progress (with a user only). */
export const useLearningPaths = () => useLearnerQuery(learningPathsQueryOptions());
