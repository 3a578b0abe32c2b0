import { PASS_PERCENT, RESULT_MESSAGE_THRESHOLDS } from '@grammarpath/contracts';

/** SPEC §2's bands of a score: 80 % or more excellent, 60 % or more good, otherwise keep practising. */
export type ResultBand = 'excellent' | 'good' | 'keep';

/**
 * The band of a score, for the results message and the summary's headline alike (DESIGN.md §5: the headline
 * follows the message's thresholds, SPEC's 'Excellent Progress!' kept for the excellent band).
 */
export function resultBandOf(percent: number): ResultBand {
  if (percent >= RESULT_MESSAGE_THRESHOLDS.excellent) return 'excellent';
  if (percent >= RESULT_MESSAGE_THRESHOLDS.good) return 'good';
  return 'keep';
}

/** The praise under the headline: the bands, with 'great' for a pass (70 %) below excellent. */
export function praiseKeyOf(percent: number): ResultBand | 'great' {
  const band = resultBandOf(percent);
  return band === 'good' && percent >= PASS_PERCENT ? 'great' : band;
}
