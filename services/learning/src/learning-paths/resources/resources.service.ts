import { type LearningResourceView } from '@grammarpath/contracts';
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { LearningResource } from './learning-resource.entity';

/** Read-only access to the seeded learning resources. */
@Injectable()
export class ResourcesService {
  constructor(@InjectRepository(LearningResource) private readonly resources: Repository<LearningResource>) {}

  async findOne(id: number): Promise<LearningResourceView> {
    const resource = await this.resources.findOneBy({ id });
    if (!resource) throw new NotFoundException(`Learning resource ${id} not found`);
    return {
      id: resource.id,
      title: resource.title,
      content: resource.content,
      category: resource.category,
      grammarRule: resource.grammarRule,
      difficulty: resource.difficulty,
      exampleSentences: resource.exampleSentences,
      links: resource.links,
    };
  }

  /** Title by id for the given ids; unknown ids are absent. */
  async titles(ids: Iterable<number>): Promise<Map<number, string>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await this.resources.find({ select: { id: true, title: true }, where: { id: In(unique) } });
    return new Map(rows.map((row) => [row.id, row.title]));
  }
}
