import { type Language } from '@grammarpath/contracts';
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ResourcesService } from './resources/resources.service';
import { LearningPathStage } from './learning-path-stage.entity';
import { LearningPath } from './learning-path.entity';

/** Read-only access to the seeded content: paths, their stages and the titles of stage resources. */
@Injectable()
export class PathContentService {
  constructor(
    @InjectRepository(LearningPath) private readonly paths: Repository<LearningPath>,
    @InjectRepository(LearningPathStage) private readonly stages: Repository<LearningPathStage>,
    private readonly resources: ResourcesService,
  ) {}

  allPaths(): Promise<LearningPath[]> {
    return this.paths.find({ order: { id: 'ASC' } });
  }

  async requirePath(pathId: number): Promise<LearningPath> {
    const path = await this.paths.findOneBy({ id: pathId });
    if (!path) throw new NotFoundException(`Learning path ${pathId} not found`);
    return path;
  }

  /** The path's stages in order (orderIndex, then id); 404 when the path does not exist. */
  async requireOrderedStages(pathId: number): Promise<LearningPathStage[]> {
    await this.requirePath(pathId);
    return this.orderedStages(pathId);
  }

  /** One stage by id, or null. */
  findStage(stageId: number): Promise<LearningPathStage | null> {
    return this.stages.findOneBy({ id: stageId });
  }

  orderedStages(pathId: number): Promise<LearningPathStage[]> {
    return this.stages.find({ where: { pathId }, order: { orderIndex: 'ASC', id: 'ASC' } });
  }

  async stageCountsByPath(): Promise<Map<number, number>> {
    const rows = await this.stages
      .createQueryBuilder('stage')
      .select('stage.pathId', 'pathId')
      .addSelect('COUNT(*)::int', 'count')
      .groupBy('stage.pathId')
      .getRawMany<{ pathId: number; count: number }>();
    return new Map(rows.map((row) => [row.pathId, row.count]));
  }

  resourceTitles(stages: readonly LearningPathStage[], language: Language): Promise<Map<number, string>> {
    return this.resources.titles(
      stages.flatMap((stage) => stage.resourceIds),
      language,
    );
  }
}
