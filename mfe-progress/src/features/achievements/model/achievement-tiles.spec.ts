import { achievement } from '../../../testing/fixtures';
import { achievementTiles, recentlyEarned, tileProgress, tilesOfTab } from './achievement-tiles';

const catalogue = [
  achievement(1, { type: 'streak', threshold: 3 }),
  achievement(2, { type: 'accuracy', threshold: 4 }),
  achievement(3, { type: 'streak', threshold: 5 }),
];
const tiles = achievementTiles(catalogue, [
  { achievementId: 1, progress: 3, earnedDate: '2026-11-20T10:00:00.000Z' },
  { achievementId: 2, progress: 2, earnedDate: null },
  { achievementId: 3, progress: 5, earnedDate: '2026-11-22T10:00:00.000Z' },
]);
const ids = (list: typeof tiles) => list.map((tile) => tile.achievement.id);

describe('achievement tiles', () => {
  it('keeps the catalogue order and marks a tile earned by its date', () => {
    expect(tiles.map((tile) => tile.earned)).toEqual([true, false, true]);
  });

  it('shows all, earned, unearned or one type per tab', () => {
    expect(ids(tilesOfTab(tiles, 'all'))).toEqual([1, 2, 3]);
    expect(ids(tilesOfTab(tiles, 'earned'))).toEqual([1, 3]);
    expect(ids(tilesOfTab(tiles, 'unearned'))).toEqual([2]);
    expect(ids(tilesOfTab(tiles, 'streak'))).toEqual([1, 3]);
    expect(ids(tilesOfTab(tiles, 'mastery'))).toEqual([]);
  });

  it('lists the recently earned newest first, and counts progress up to the threshold', () => {
    expect(ids(recentlyEarned(tiles.filter((tile) => tile.earned)))).toEqual([3, 1]);
    expect(tiles.map(tileProgress)).toEqual([3, 2, 5]);
    expect(tileProgress(achievementTiles([achievement(9, {})], [])[0])).toBe(0);
  });
});
