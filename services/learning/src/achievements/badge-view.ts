import { type BadgeCriteria, type BadgeView, type UserBadgeView } from '@grammarpath/contracts';
import { type Badge } from './badge.entity';
import { type UserBadge } from './user-badge.entity';

/** The stored criteria JSON ({"metric", "threshold", "metricParams"?}), or null when there is none. */
export const badgeCriteriaOf = (badge: Pick<Badge, 'criteria'>): BadgeCriteria | null =>
  badge.criteria ? (JSON.parse(badge.criteria) as BadgeCriteria) : null;

export const toBadgeView = (badge: Badge): BadgeView => ({
  id: badge.id,
  key: badge.key,
  name: badge.name,
  description: badge.description,
  icon: badge.iconPath,
  criteria: badgeCriteriaOf(badge),
  translations: badge.translations,
});

export const toUserBadgeView = (row: UserBadge): UserBadgeView => ({
  badgeId: row.badgeId,
  dateEarned: row.dateEarned.toISOString(),
});
