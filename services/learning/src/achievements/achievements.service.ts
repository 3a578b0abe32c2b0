import { PreparedStatements } from '@grammarpath/server-kit';
import {
  type AchievementView,
  type BadgeView,
  type CheckAchievementsResponse,
  type UserAchievementView,
} from '@grammarpath/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, Repository } from 'typeorm';
import { Achievement } from './achievement.entity';
import { evaluateAchievements } from './achievement-engine';
import { metricValue } from './achievement-rules';
import { toAchievementView, toUserAchievementView } from './achievement-view';
import { Badge } from './badge.entity';
import { badgeCriteriaOf, toBadgeView } from './badge-view';
import { type LearnerStatistics } from '../learner-stats/learner-statistics';
import { type LearnerPoints } from '../learner-stats/learner-points';
import { LearnerStatisticsReader } from '../learner-stats/learner-statistics.reader';
import { UserAchievement } from './user-achievement.entity';
import { sql } from '../database/sql';
import { type AchievementChecks } from '../shared/achievement-checks';
import { utcDay } from '../shared/utc-day';
import { type CheckState, nothingChangedSince, readCheckState, storeCheck } from './last-checks';
import { RulesCatalogueCache, type RulesCatalogue } from './rules-catalogue';

/** Namespace of the per-learner advisory lock that serialises concurrent checks. */
const CHECK_LOCK_NAMESPACE = 7341;

const nothingNew = (state: CheckState): CheckAchievementsResponse => ({
  newAchievements: [],
  newBadges: [],
  points: state.last?.points ?? 0,
});

@Injectable()
export class AchievementsService implements LearnerPoints, AchievementChecks {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(Achievement) private readonly achievements: Repository<Achievement>,
    @InjectRepository(UserAchievement) private readonly userAchievements: Repository<UserAchievement>,
    private readonly statistics: LearnerStatisticsReader,
    private readonly catalogue: RulesCatalogueCache,
    private readonly statements: PreparedStatements,
  ) {}

  async all(): Promise<AchievementView[]> {
    const rows = await this.achievements.find({ order: { id: 'ASC' } });
    return rows.map(toAchievementView);
  }

  /** The learner's earned achievements and those with progress above 0. */
  async forUser(userId: number): Promise<UserAchievementView[]> {
    const rows = await this.userAchievements
      .createQueryBuilder('ua')
      .where('ua.userId = :userId', { userId })
      .andWhere('(ua.earnedDate IS NOT NULL OR ua.progress > 0)')
      .orderBy('ua.achievementId', 'ASC')
      .getMany();
    return rows.map(toUserAchievementView);
  }

  /**
   * Evaluates every achievement (and badge) from the learner's recorded activity, records progress, awards
   * each at most once and returns the ones earned by this call. Concurrent calls for one learner queue on
   * an advisory lock, and the unique (userId, achievementId) keeps a second award impossible anyway. When no
   * fact was written since the last check (same UTC day and catalogue), nothing new can be earned: the answer
   * comes from one read, without the statistics.
   */
  async check(userId: number): Promise<CheckAchievementsResponse> {
    const { value: catalogue, fingerprint } = await this.catalogue.get();
    const day = utcDay();
    const seen = await readCheckState(this.statements, userId);
    if (nothingChangedSince(seen, day, fingerprint)) return nothingNew(seen);
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1, $2)', [CHECK_LOCK_NAMESPACE, userId]);
      // Read before the statistics: a fact written meanwhile leaves a newer version, so the next check evaluates.
      const state = await readCheckState(manager, userId);
      if (nothingChangedSince(state, day, fingerprint)) return nothingNew(state);
      const result = await this.evaluate(manager, userId, catalogue);
      await storeCheck(manager, userId, {
        factsVersion: state.factsVersion,
        day,
        catalogue: fingerprint,
        points: result.points,
      });
      return result;
    });
  }

  private async evaluate(
    manager: EntityManager,
    userId: number,
    { achievements: catalogue, badges }: RulesCatalogue,
  ): Promise<CheckAchievementsResponse> {
    // One after another: the transaction has one connection.
    const existing = await manager.query<{ achievementId: number; progress: number; earned: boolean }[]>(
      `SELECT "achievementId", "progress", "earnedDate" IS NOT NULL AS "earned"
       FROM ${sql.table('user_achievements')} WHERE "userId" = $1`,
      [userId],
    );
    const stats = await this.statistics.read(userId, manager);
    const before = new Map(existing.map((row) => [row.achievementId, row]));
    const alreadyEarned = new Set(existing.filter((r) => r.earned).map((r) => r.achievementId));
    const evaluation = evaluateAchievements(catalogue, stats, alreadyEarned);
    const now = new Date();

    const changed = catalogue.filter((a) => {
      const row = before.get(a.id);
      const earned = evaluation.earned.has(a.id);
      return !row || row.progress !== evaluation.progress.get(a.id) || (earned && !row.earned);
    });
    if (changed.length > 0) {
      await manager.query(
        `INSERT INTO ${sql.table('user_achievements')} ("userId", "achievementId", "progress", "earnedDate")
         SELECT $1, x.id, x.progress, CASE WHEN x.earned THEN $5::timestamptz ELSE NULL END
         FROM unnest($2::int[], $3::int[], $4::bool[]) AS x(id, progress, earned)
         ON CONFLICT ("userId", "achievementId") DO UPDATE SET
           "progress" = CASE WHEN "user_achievements"."earnedDate" IS NULL THEN EXCLUDED."progress"
                             ELSE "user_achievements"."progress" END,
           "earnedDate" = COALESCE("user_achievements"."earnedDate", EXCLUDED."earnedDate")`,
        [
          userId,
          changed.map((a) => a.id),
          changed.map((a) => evaluation.progress.get(a.id) ?? 0),
          changed.map((a) => evaluation.earned.has(a.id)),
          now,
        ],
      );
    }
    const newBadges = await this.awardBadges(manager, userId, badges, stats, evaluation.points, now);
    const newAchievements = catalogue
      .filter((a) => evaluation.earned.has(a.id) && !alreadyEarned.has(a.id))
      .map((a) => ({ ...toAchievementView(a), earnedDate: now.toISOString() }));
    return { newAchievements, newBadges, points: evaluation.points };
  }

  async catalogueVersion(): Promise<string> {
    return (await this.catalogue.get()).fingerprint;
  }

  /** The learner's points: correct answers plus earned achievements' points (as of the last check). */
  async points(userId: number, stats: LearnerStatistics): Promise<number> {
    const rows = await this.dataSource.query<{ points: number }[]>(
      `SELECT coalesce(sum(a."points"), 0)::int AS "points"
       FROM ${sql.table('user_achievements')} ua
       JOIN ${sql.table('achievements')} a ON a."id" = ua."achievementId"
       WHERE ua."userId" = $1 AND ua."earnedDate" IS NOT NULL`,
      [userId],
    );
    return (rows[0]?.points ?? 0) + metricValue('correct_answers', null, stats, 0);
  }

  /** Awards every badge whose criteria are met; answers those this call awarded (the insert's new rows). */
  private async awardBadges(
    manager: EntityManager,
    userId: number,
    badges: readonly Badge[],
    stats: LearnerStatistics,
    points: number,
    now: Date,
  ): Promise<(BadgeView & { dateEarned: string })[]> {
    const earned = badges.filter((badge) => {
      const criteria = badgeCriteriaOf(badge);
      return (
        criteria !== null &&
        metricValue(criteria.metric, criteria.metricParams ?? null, stats, points) >= criteria.threshold
      );
    });
    if (earned.length === 0) return [];
    const inserted = await manager.query<{ badgeId: number }[]>(
      `INSERT INTO ${sql.table('user_badges')} ("userId", "badgeId", "dateEarned")
       SELECT $1, unnest($2::int[]), $3::timestamptz
       ON CONFLICT ("userId", "badgeId") DO NOTHING
       RETURNING "badgeId"`,
      [userId, earned.map((b) => b.id), now],
    );
    const awarded = new Set(inserted.map((row) => row.badgeId));
    return earned
      .filter((badge) => awarded.has(badge.id))
      .map((badge) => ({ ...toBadgeView(badge), dateEarned: now.toISOString() }));
  }
}
