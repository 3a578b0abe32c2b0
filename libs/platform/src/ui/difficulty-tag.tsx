import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { PLATFORM_NAMESPACE } from '../i18n/platform';

type TagLook = { color?: string; variant: 'solid' | 'filled' | 'outlined'; style: string };

/** SPEC §4 badge styles: beginner default, intermediate secondary, advanced destructive, other outline. */
const LOOK_OF: Record<string, TagLook> = {
  beginner: { color: 'blue', variant: 'solid', style: 'default' },
  intermediate: { variant: 'filled', style: 'secondary' },
  advanced: { color: 'red', variant: 'solid', style: 'destructive' },
};
const OUTLINE: TagLook = { variant: 'outlined', style: 'outline' };

/**
 * A difficulty level as a tag in SPEC §4's badge style, named in the interface language; a level outside
 * beginner, intermediate and advanced shows as itself, outlined. `data-badge-style` names the style.
 */
export function DifficultyTag({ level }: { level: string }) {
  const { t } = useTranslation(PLATFORM_NAMESPACE);
  const look = LOOK_OF[level] ?? OUTLINE;
  return (
    <Tag color={look.color} variant={look.variant} data-badge-style={look.style}>
      {t(`ui.difficulty.${level}`, { defaultValue: level })}
    </Tag>
  );
}
