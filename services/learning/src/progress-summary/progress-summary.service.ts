import { type ProgressSummary, RECENT_ACTIVITY_MAX, WEEKLY_ACTIVITY_DAYS } from '@grammarpath/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThanOrEqual, Repository } from 'typeorm';
import { AchievementsService } from '../achievements/achievements.service';
import { LearnerStatisticsReader } from '../learner-stats/learner-statistics.reader';
import { ActivityEvent } from '../learning-paths/activity-event.entity';
import { LearningPathStage } from '../learning-paths/learning-path-stage.entity';
import { LearningPath } from '../learning-paths/learning-path.entity';
import { UserLearningPathProgress } from '../learning-paths/user-learning-path-progress.entity';
import { buildProgressSummary } from './progress-summary-builder';

/** Reads the catalogue and the learner's records (read-only) and builds the dashboards' summary. */
@Injectable()
export class ProgressSummaryService {
  constructor(
    @InjectRepository(LearningPath) private readonly paths: Repository<LearningPath>,
    @InjectRepository(LearningPathStage) private readonly stages: Repository<LearningPathStage>,
    @InjectRepository(UserLearningPathProgress)
    private readonly progress: Repository<UserLearningPathProgress>,
    @InjectRepository(ActivityEvent) private readonly events: Repository<ActivityEvent>,
    private readonly statistics: LearnerStatisticsReader,
    private readonly achievements: AchievementsService,
  ) {}

  async forUser(userId: number, now = new Date()): Promise<ProgressSummary> {
    const weekStart = new Date(now.getTime() - WEEKLY_ACTIVITY_DAYS * 86_400_000);
    const [paths, stages, progress, recentEvents, stageEvents, stats] = await Promise.all([
      this.paths.find({ order: { id: 'ASC' } }),
      this.stages.find({ select: { id: true, pathId: true, name: true, orderIndex: true } }),
      this.progress.find({ where: { userId } }),
      this.events.find({
        where: { userId },
        order: { createdAt: 'DESC', id: 'DESC' },
        take: RECENT_ACTIVITY_MAX * 4,
      }),
      this.events.find({ where: { userId, type: 'stage_completed', createdAt: MoreThanOrEqual(weekStart) } }),
      this.statistics.read(userId),
    ]);
    const points = await this.achievements.points(userId, stats);
    return buildProgressSummary({ paths, stages, progress, recentEvents, stageEvents, stats, points, now });
  }
}
