import { type LearningPathListItem } from '@grammarpath/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { toLearningPathListItem } from './learning-path-list-item';
import { LearningPathStage } from './learning-path-stage.entity';
import { LearningPath } from './learning-path.entity';
import { UserLearningPathProgress } from './user-learning-path-progress.entity';

@Injectable()
export class LearningPathsService {
  constructor(
    @InjectRepository(LearningPath) private readonly paths: Repository<LearningPath>,
    @InjectRepository(LearningPathStage) private readonly stages: Repository<LearningPathStage>,
    @InjectRepository(UserLearningPathProgress)
    private readonly progress: Repository<UserLearningPathProgress>,
  ) {}

  /** Every path in id order with its stage count; with a learner, each also carries that learner's progress. */
  async list(userId: number | null): Promise<LearningPathListItem[]> {
    const [paths, stageCounts, progressByPath] = await Promise.all([
      this.paths.find({ order: { id: 'ASC' } }),
      this.stageCountsByPath(),
      userId === null ? Promise.resolve(undefined) : this.progressByPath(userId),
    ]);
    return paths.map((path) => toLearningPathListItem(path, stageCounts.get(path.id) ?? 0, progressByPath));
  }

  private async stageCountsByPath(): Promise<Map<number, number>> {
    const rows = await this.stages
      .createQueryBuilder('stage')
      .select('stage.pathId', 'pathId')
      .addSelect('COUNT(*)::int', 'count')
      .groupBy('stage.pathId')
      .getRawMany<{ pathId: number; count: number }>();
    return new Map(rows.map((row) => [row.pathId, row.count]));
  }

  private async progressByPath(userId: number): Promise<Map<number, UserLearningPathProgress>> {
    const rows = await this.progress.find({ where: { userId } });
    return new Map(rows.map((row) => [row.pathId, row]));
  }
}
