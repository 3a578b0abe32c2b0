import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { PATHS_NAMESPACE } from '../../i18n';

/** SPEC §4 badge styles: beginner default, intermediate secondary, advanced destructive, other outline. */
const STYLE_OF: Record<string, { color?: string; variant: 'solid' | 'filled' | 'outlined'; style: string }> =
  {
    beginner: { color: 'blue', variant: 'solid', style: 'default' },
    intermediate: { variant: 'filled', style: 'secondary' },
    advanced: { color: 'red', variant: 'solid', style: 'destructive' },
  };
const OUTLINE = { variant: 'outlined' as const, style: 'outline' };

export function DifficultyBadge({ level }: { level: string }) {
  const { t } = useTranslation(PATHS_NAMESPACE);
  const look = STYLE_OF[level] ?? OUTLINE;
  return (
    <Tag
      color={'color' in look ? look.color : undefined}
      variant={look.variant}
      data-badge-style={look.style}
    >
      {t(`difficulty.${level}`, { defaultValue: level })}
    </Tag>
  );
}

/** The CEFR level in capitals, or nothing when the path has none. */
export function CefrBadge({ level }: { level: string | null | undefined }) {
  if (!level) return null;
  return (
    <Tag variant="outlined" color="purple">
      {level.toUpperCase()}
    </Tag>
  );
}
