import type { DefaultLegendContentProps } from 'recharts';

const SWATCH_STYLE = { display: 'inline-block', verticalAlign: 'middle', marginInlineEnd: 4 } as const;

/**
 * The charts' legend: each series' colour and name. recharts' own names every colour swatch "… legend icon"
 * in English; here the swatches are decorative (the name follows).
 */
export function renderLegend({ payload }: DefaultLegendContentProps) {
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, textAlign: 'center' }}>
      {payload?.map((entry) => (
        <li
          key={String(entry.dataKey ?? entry.value)}
          style={{ display: 'inline-block', marginInlineEnd: 10 }}
        >
          <svg width={14} height={14} viewBox="0 0 14 14" aria-hidden="true" style={SWATCH_STYLE}>
            <rect width={14} height={14} rx={2} fill={entry.color} />
          </svg>
          <span>{entry.value}</span>
        </li>
      ))}
    </ul>
  );
}
