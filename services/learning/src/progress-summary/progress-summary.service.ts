import {
  type Language,
  type ProgressSummary,
  RECENT_ACTIVITY_MAX,
  WEEKLY_ACTIVITY_DAYS,
} from '@grammarpath/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { LEARNER_POINTS, type LearnerPoints } from '../learner-stats/learner-points';
import { LearnerStatisticsReader } from '../learner-stats/learner-statistics.reader';
import { PATH_FACTS, type PathFacts } from '../learner-stats/path-facts';
import { buildProgressSummary } from './progress-summary-builder';

/** Reads the catalogue and the learner's records (read-only) and builds the dashboards' summary. */
@Injectable()
export class ProgressSummaryService {
  constructor(
    @Inject(PATH_FACTS) private readonly pathFacts: PathFacts,
    @Inject(LEARNER_POINTS) private readonly learnerPoints: LearnerPoints,
    private readonly statistics: LearnerStatisticsReader,
  ) {}

  async forUser(userId: number, language: Language = 'en', now = new Date()): Promise<ProgressSummary> {
    const weekStart = new Date(now.getTime() - WEEKLY_ACTIVITY_DAYS * 86_400_000);
    const [facts, stats] = await Promise.all([
      this.pathFacts.forLearner(userId, weekStart, RECENT_ACTIVITY_MAX * 4, language),
      this.statistics.read(userId),
    ]);
    const points = await this.learnerPoints.points(userId, stats);
    return buildProgressSummary({ ...facts, stats, points, now });
  }
}
