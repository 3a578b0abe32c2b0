import {
  type AchievementView,
  RECENT_ACHIEVEMENTS_MAX,
  type UserAchievementView,
} from '@grammarpath/contracts';

/** The tabs of the achievement grid: all, earned, unearned, then four achievement types. */
export const ACHIEVEMENT_TABS = [
  'all',
  'earned',
  'unearned',
  'streak',
  'completion',
  'accuracy',
  'mastery',
] as const;
export type AchievementTab = (typeof ACHIEVEMENT_TABS)[number];

/** An achievement of the catalogue with the learner's record of it. */
export interface AchievementTileData {
  achievement: AchievementView;
  record: UserAchievementView | undefined;
  earned: boolean;
}

/** Every achievement of the catalogue, in its order, with the learner's record. */
export function achievementTiles(
  catalogue: AchievementView[],
  records: UserAchievementView[],
): AchievementTileData[] {
  const byId = new Map(records.map((record) => [record.achievementId, record]));
  return catalogue.map((achievement) => {
    const record = byId.get(achievement.id);
    return { achievement, record, earned: !!record?.earnedDate };
  });
}

/** The tiles a tab shows. */
export function tilesOfTab(tiles: AchievementTileData[], tab: AchievementTab): AchievementTileData[] {
  return tiles.filter((tile) => {
    if (tab === 'all') return true;
    if (tab === 'earned') return tile.earned;
    if (tab === 'unearned') return !tile.earned;
    return tile.achievement.type === tab;
  });
}

/** The latest earned tiles, newest first. */
export function recentlyEarned(earned: AchievementTileData[]): AchievementTileData[] {
  return [...earned]
    .sort((a, b) => (b.record?.earnedDate ?? '').localeCompare(a.record?.earnedDate ?? ''))
    .slice(0, RECENT_ACHIEVEMENTS_MAX);
}

/** The learner's progress towards a tile (the threshold once earned). */
export const tileProgress = ({ achievement, record, earned }: AchievementTileData): number =>
  earned ? achievement.threshold : (record?.progress ?? 0);
