// Lighthouse's simulated mobile run slows the host's CPU down by a fixed 4x, which stands for a mid-range phone
// only on a host of about benchmarkIndex 1,533; Lighthouse's CPU throttling calculator gives the slowdown that
// would stand for the same phone on other hosts (docs/throttling.md in the Lighthouse repository, and
// github.com/patrickhulce/lighthouse-cpu-throttling-calculator). The bench keeps the default, as the
// targets are stated in it, and prints this to say how far the host's figures are from the phone's.

/** Lighthouse's default CPU slowdown for mobile. */
export const DEFAULT_SLOWDOWN = 4;

/** The CPU slowdown that emulates Lighthouse's reference phone on a host of this benchmarkIndex. */
export function calibratedSlowdown(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex)) return null;
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  return 1;
}

/**
 * How the default slowdown compares on this host: above 1, the run emulates a slower phone than the reference
 * one (its main-thread figures, TBT above all, read worse than that phone's); below 1, a faster one.
 */
export function throttlingBias(benchmarkIndex) {
  const calibrated = calibratedSlowdown(benchmarkIndex);
  return calibrated === null ? null : DEFAULT_SLOWDOWN / calibrated;
}
