/** Whole percent of `part` in `total`, 0 when there is nothing to count (the one rounding both sides use). */
export function percent(part: number, total: number): number {
  return total > 0 ? Math.round((part / total) * 100) : 0;
}
