import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartPoint } from '../../model/analytics-series';
import { AXIS_TICK, CATEGORY_AXIS_WIDTH, WrappedTick } from './axis-ticks';

/** Height of one bar's row: every label gets its own line, however many categories there are. */
export const RANKED_ROW_HEIGHT = 36;

export const rankedBarsHeight = (rows: number) => Math.max(3, rows) * RANKED_ROW_HEIGHT + 40;

interface RankedBarsChartProps {
  data: ChartPoint<'firstTry'>[];
  seriesName: string;
  colour: string;
}

/** Horizontal percentage bars, one row per category with its name beside it (weakest first). */
export function RankedBarsChart({ data, seriesName, colour }: RankedBarsChartProps) {
  return (
    <BarChart data={data} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 0 }}>
      <CartesianGrid strokeDasharray="3 3" horizontal={false} />
      <XAxis type="number" domain={[0, 100]} unit="%" tickCount={5} tick={AXIS_TICK} />
      <YAxis
        type="category"
        dataKey="label"
        width={CATEGORY_AXIS_WIDTH}
        interval={0}
        tick={<WrappedTick />}
        tickLine={false}
      />
      <Tooltip formatter={(value) => `${String(value)}%`} />
      {/* A sliver for 0%: every row shows it was measured. */}
      <Bar dataKey="firstTry" name={seriesName} fill={colour} barSize={18} minPointSize={2} />
    </BarChart>
  );
}
