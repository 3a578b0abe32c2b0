import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartPoint } from '../../model/analytics-series';
import { AXIS_TICK } from './axis-ticks';

interface WeekBarsChartProps {
  data: ChartPoint<'minutes' | 'quizzes'>[];
  figure: 'minutes' | 'quizzes';
  seriesName: string;
  colour: string;
}

/** One figure of the week's days as columns: whole numbers on its own axis, every day labelled. */
export function WeekBarsChart({ data, figure, seriesName, colour }: WeekBarsChartProps) {
  return (
    <BarChart data={data} margin={{ top: 8, right: 16, bottom: 4, left: 0 }}>
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="label" interval={0} tick={AXIS_TICK} />
      <YAxis allowDecimals={false} width={32} tick={AXIS_TICK} />
      <Tooltip />
      <Bar dataKey={figure} name={seriesName} fill={colour} />
    </BarChart>
  );
}
