import { queryOptions, useQuery } from '@tanstack/react-query';
import { type BadgeView, ENDPOINTS, queryKeyRoot } from '@grammarpath/contracts';
import { apiJson } from '@grammarpath/platform';

const { badges } = ENDPOINTS.achievements;

/** GET /api/badges: the catalogue of badges (public). */
export const getBadges = (): Promise<BadgeView[]> => apiJson<BadgeView[]>(badges.method, badges.path);

export const badgesQueryOptions = () => queryOptions({ queryKey: queryKeyRoot(badges), queryFn: getBadges });

/** The catalogue of badges. */
export const useBadges = () => useQuery(badgesQueryOptions());
