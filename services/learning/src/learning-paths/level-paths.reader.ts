import { type CefrLevel, type Language, type PlacementPath } from '@grammarpath/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { englishField, localizedTexts } from '../content/teaching-texts';
import { type LevelPaths } from '../shared/level-paths';
import { LearningPath } from './learning-path.entity';

function toPlacementPath(path: LearningPath | null, language: Language): PlacementPath | null {
  if (!path?.cefrLevel) return null;
  const { texts, english } = localizedTexts<{ name: string }>(
    { name: path.name },
    path.translations,
    language,
  );
  return { id: path.id, name: texts.name, cefrLevel: path.cefrLevel, ...englishField(english) };
}

/** The first path of a level for the placement quiz (LEVEL_PATHS); paths are seeded in content order, so id order is it. */
@Injectable()
export class LevelPathsReader implements LevelPaths {
  constructor(@InjectRepository(LearningPath) private readonly paths: Repository<LearningPath>) {}

  async firstPathAt(level: CefrLevel, language: Language): Promise<PlacementPath | null> {
    const path = await this.paths.findOne({ where: { cefrLevel: level }, order: { id: 'ASC' } });
    return toPlacementPath(path, language);
  }

  async pathById(id: number, language: Language): Promise<PlacementPath | null> {
    return toPlacementPath(await this.paths.findOneBy({ id }), language);
  }
}
