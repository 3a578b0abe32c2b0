import { PreparedStatements } from '@grammarpath/server-kit';
import {
  type Language,
  type ProgressSummary,
  RECENT_ACTIVITY_MAX,
  WEEKLY_ACTIVITY_DAYS,
} from '@grammarpath/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { LEARNER_POINTS, type LearnerPoints } from '../learner-stats/learner-points';
import { LearnerStatisticsReader } from '../learner-stats/learner-statistics.reader';
import { PATH_FACTS, type PathFacts } from '../learner-stats/path-facts';
import { utcDay } from '../shared/utc-day';
import { buildProgressSummary } from './progress-summary-builder';
import { readStoredSummary, storeSummary } from './stored-summaries';

/**
 * Builds the dashboards' summary from the catalogue and the learner's records (read-only), and keeps the
 * last one built per language: it is served again while no fact, award, day or catalogue changed.
 */
@Injectable()
export class ProgressSummaryService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(PATH_FACTS) private readonly pathFacts: PathFacts,
    @Inject(LEARNER_POINTS) private readonly learnerPoints: LearnerPoints,
    private readonly statistics: LearnerStatisticsReader,
    private readonly statements: PreparedStatements,
  ) {}

  /** The summary as JSON: the stored one when still current, otherwise built now and stored. */
  async json(userId: number, language: Language = 'en', now = new Date()): Promise<string> {
    const catalogue = `${await this.pathFacts.catalogueVersion()}.${await this.learnerPoints.catalogueVersion()}`;
    const manager = this.dataSource.manager;
    // Read before the summary's own reads: a fact written meanwhile leaves newer versions than the stored key.
    const stored = await readStoredSummary(this.statements, userId, language, utcDay(now), catalogue);
    if (stored.body !== null) return stored.body;
    const body = JSON.stringify(await this.build(userId, language, now));
    await storeSummary(manager, userId, language, stored.key, body);
    return body;
  }

  /** The summary built from the learner's records now (the reference the stored one is tested against). */
  async build(userId: number, language: Language = 'en', now = new Date()): Promise<ProgressSummary> {
    const weekStart = new Date(now.getTime() - WEEKLY_ACTIVITY_DAYS * 86_400_000);
    const [facts, stats] = await Promise.all([
      this.pathFacts.forLearner(userId, weekStart, RECENT_ACTIVITY_MAX * 4, language),
      this.statistics.read(userId),
    ]);
    const points = await this.learnerPoints.points(userId, stats);
    return buildProgressSummary({ ...facts, stats, points, now });
  }
}
