import { TOPIC_MASTERY } from '@grammarpath/contracts';
import { utcDay } from '../shared/utc-day';

const DAY_MS = 86_400_000;

const dayNumber = (day: string): number => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

/** Longest run of consecutive days in a sorted list of distinct days. */
export function longestStreak(days: readonly string[]): number {
  let best = 0;
  let run = 0;
  let previous = Number.NaN;
  for (const day of days) {
    const n = dayNumber(day);
    run = n === previous + 1 ? run + 1 : 1;
    best = Math.max(best, run);
    previous = n;
  }
  return best;
}

/** The streak that is still alive: consecutive days ending today, or yesterday when today has no activity yet. */
export function currentStreak(days: readonly string[], now: Date): number {
  const active = new Set(days.map(dayNumber));
  const today = dayNumber(utcDay(now));
  let day = active.has(today) ? today : today - 1;
  let streak = 0;
  while (active.has(day)) {
    streak += 1;
    day -= 1;
  }
  return streak;
}

/** Weeks (Monday to Sunday, UTC) with activity on at least minDays days. */
export function consistentWeeks(days: readonly string[], minDays: number): number {
  const perWeek = new Map<number, number>();
  for (const day of days) {
    // Day 0 of the epoch was a Thursday; shifting by 3 makes weeks start on Monday.
    const week = Math.floor((dayNumber(day) + 3) / 7);
    perWeek.set(week, (perWeek.get(week) ?? 0) + 1);
  }
  return [...perWeek.values()].filter((count) => count >= minDays).length;
}

/** A topic is mastered after enough first-try answers at a high enough first-try rate. */
export const isMastered = (t: { answered: number; firstTryCorrect: number }): boolean =>
  t.answered >= TOPIC_MASTERY.minAnswered &&
  t.firstTryCorrect * 100 >= TOPIC_MASTERY.minFirstTryPercent * t.answered;
