import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS, queryKeyRoot, type UserBadgeView } from '@grammarpath/contracts';
import { apiJson } from '@grammarpath/platform';
import { useLearnerQuery } from '../../../shared/api/use-learner-query';

const { myBadges } = ENDPOINTS.achievements;

/** GET /api/user/badges: the badges the learner has earned, with their dates. */
export const getMyBadges = (): Promise<UserBadgeView[]> =>
  apiJson<UserBadgeView[]>(myBadges.method, myBadges.path);

export const myBadgesQueryOptions = () =>
  queryOptions({ queryKey: queryKeyRoot(myBadges), queryFn: getMyBadges });

/** The learner's earned badges (with a user only). */
export const useMyBadges = () => useLearnerQuery(myBadgesQueryOptions());
