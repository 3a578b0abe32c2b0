import type { ComponentType, CSSProperties } from 'react';
import * as CONTENT_ICONS from './achievement-icons';

const ICONS: Record<
  string,
  ComponentType<{ style?: CSSProperties; 'aria-hidden'?: boolean }>
> = CONTENT_ICONS;

export function AchievementIcon({ name, colour }: { name: string | null; colour?: string }) {
  const Icon = (name && ICONS[name]) || CONTENT_ICONS.TrophyOutlined;
  return <Icon aria-hidden style={{ fontSize: 28, color: colour }} />;
}
