import { Tag } from 'antd';

/** A CEFR level as an outlined tag in capitals (b1 → B1), or nothing when there is none. */
export function CefrTag({ level }: { level: string | null | undefined }) {
  if (!level) return null;
  return (
    <Tag variant="outlined" color="purple">
      {level.toUpperCase()}
    </Tag>
  );
}
