import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AchievementView, ENDPOINTS, queryKeyRoot } from '@grammarpath/contracts';
import { apiJson } from '@grammarpath/platform';

const { all } = ENDPOINTS.achievements;

/** GET /api/achievements: the catalogue of achievements (public). */
export const getAchievements = (): Promise<AchievementView[]> =>
  apiJson<AchievementView[]>(all.method, all.path);

export const achievementsQueryOptions = () =>
  queryOptions({ queryKey: queryKeyRoot(all), queryFn: getAchievements });

/** The catalogue of achievements. */
export const useAchievements = () => useQuery(achievementsQueryOptions());
