import { theme } from 'antd';
import type { AchievementRarity } from '@grammarpath/contracts';

/**
 * Each rarity's colour, from the theme's tokens: text in them (the rarity counts, the earned tiles' tags)
 * keeps at least 4.5:1 on white.
 */
export function useRarityColours(): Record<AchievementRarity, string> {
  const { token } = theme.useToken();
  return {
    common: token.colorTextSecondary,
    uncommon: token.colorSuccess,
    rare: token.colorInfo,
    epic: token.purple7,
    legendary: token.orange8,
  };
}
