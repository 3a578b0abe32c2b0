import { type Achievement } from './achievement.entity';
import { answerPoints, metricValue } from './achievement-rules';
import { type LearnerStatistics } from '../learner-stats/learner-statistics';

export interface Evaluation {
  /** Progress towards each achievement by id, capped at its threshold. */
  progress: Map<number, number>;
  /** Ids of the achievements earned, before or now. */
  earned: Set<number>;
  points: number;
}

/**
 * Evaluates every achievement against the learner's statistics. Points include the points of earned
 * achievements, so earning one can earn a points achievement: repeat until nothing changes.
 */
export function evaluateAchievements(
  catalogue: readonly Achievement[],
  stats: LearnerStatistics,
  alreadyEarned: ReadonlySet<number>,
): Evaluation {
  const earned = new Set(alreadyEarned);
  const byId = new Map(catalogue.map((a) => [a.id, a]));
  const pointsOf = (): number =>
    answerPoints(stats) + [...earned].reduce((sum, id) => sum + (byId.get(id)?.points ?? 0), 0);
  const progress = new Map<number, number>();
  let changed = true;
  while (changed) {
    changed = false;
    const points = pointsOf();
    for (const a of catalogue) {
      if (earned.has(a.id)) {
        progress.set(a.id, a.threshold);
        continue;
      }
      const value = metricValue(a.metric, a.metricParams, stats, points);
      progress.set(a.id, Math.max(0, Math.min(value, a.threshold)));
      if (value >= a.threshold) {
        earned.add(a.id);
        changed = true;
      }
    }
  }
  return { progress, earned, points: pointsOf() };
}
