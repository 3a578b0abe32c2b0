import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS, queryKeyRoot, type UserAchievementView } from '@grammarpath/contracts';
import { apiJson } from '@grammarpath/platform';
import { useLearnerQuery } from '../../../shared/api/use-learner-query';

const { mine } = ENDPOINTS.achievements;

/** GET /api/user/achievements: the learner's progress towards each achievement and when it was earned. */
export const getMyAchievements = (): Promise<UserAchievementView[]> =>
  apiJson<UserAchievementView[]>(mine.method, mine.path);

export const myAchievementsQueryOptions = () =>
  queryOptions({ queryKey: queryKeyRoot(mine), queryFn: getMyAchievements });

/** The learner's achievement records (with a user only). */
export const useMyAchievements = () => useLearnerQuery(myAchievementsQueryOptions());
