// `@grammarpath/platform/achievement-icon`: apart from the rest of the platform, so that only the pages that
// show achievements load their content icons.
import type { ComponentType, CSSProperties } from 'react';
import * as CONTENT_ICONS from './achievement-icons';

const ICONS: Record<
  string,
  ComponentType<{ style?: CSSProperties; 'aria-hidden'?: boolean }>
> = CONTENT_ICONS;

/**
 * The badge of an achievement or badge: the @ant-design/icons icon its content names (a trophy when it names
 * none or one not bundled). Decorative: the name beside it says what it is.
 */
export function AchievementIcon({
  name,
  colour,
  size = 28,
}: {
  name: string | null;
  colour?: string;
  /** Pixels. */
  size?: number;
}) {
  const Icon = (name && ICONS[name]) || CONTENT_ICONS.TrophyOutlined;
  return <Icon aria-hidden style={{ fontSize: size, color: colour }} />;
}
