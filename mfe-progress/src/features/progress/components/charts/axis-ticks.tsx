import { Text } from 'recharts';

/** Every axis label's text: small enough for a phone's seven day labels, as large as the tooltips. */
export const AXIS_TICK = { fontSize: 12 } as const;

/** Width of the category axis of a horizontal bar chart: room for two lines of a topic's name on a phone. */
export const CATEGORY_AXIS_WIDTH = 112;

interface WrappedTickProps {
  x?: number | string;
  y?: number | string;
  payload?: { value?: string | number };
}

/**
 * A category label that wraps onto two lines instead of overlapping or being skipped; names written
 * without spaces (Japanese, Chinese) break between characters.
 */
export function WrappedTick({ x, y, payload }: WrappedTickProps) {
  const label = String(payload?.value ?? '');
  return (
    <Text
      x={Number(x)}
      y={Number(y)}
      width={CATEGORY_AXIS_WIDTH - 8}
      maxLines={2}
      breakAll={!label.includes(' ')}
      textAnchor="end"
      verticalAnchor="middle"
      fontSize={AXIS_TICK.fontSize}
      fill="currentColor"
    >
      {label}
    </Text>
  );
}
