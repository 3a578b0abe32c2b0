import { type CefrLevel, type PlacementPath } from '@grammarpath/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { type LevelPaths } from '../shared/level-paths';
import { LearningPath } from './learning-path.entity';

const toPlacementPath = (path: LearningPath | null): PlacementPath | null =>
  path?.cefrLevel ? { id: path.id, name: path.name, cefrLevel: path.cefrLevel } : null;

/** The first path of a level for the placement quiz (LEVEL_PATHS); paths are seeded in content order, so id order is it. */
@Injectable()
export class LevelPathsReader implements LevelPaths {
  constructor(@InjectRepository(LearningPath) private readonly paths: Repository<LearningPath>) {}

  async firstPathAt(level: CefrLevel): Promise<PlacementPath | null> {
    return toPlacementPath(await this.paths.findOne({ where: { cefrLevel: level }, order: { id: 'ASC' } }));
  }

  async pathById(id: number): Promise<PlacementPath | null> {
    return toPlacementPath(await this.paths.findOneBy({ id }));
  }
}
