import { DEFAULT_PATH_MINUTES } from '@grammarpath/contracts';

/** Estimated time in whole hours (minutes / 60, rounded; 60 minutes when missing). */
export function hoursOf(minutes: number | null | undefined): number {
  return Math.round((minutes || DEFAULT_PATH_MINUTES) / 60);
}
