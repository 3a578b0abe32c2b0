import { type Language, type LearningResourceView } from '@grammarpath/contracts';
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { englishField, localizedTexts } from '../../content/teaching-texts';
import { LearningResource } from './learning-resource.entity';

/** Read-only access to the seeded learning resources, their texts in the language asked for. */
@Injectable()
export class ResourcesService {
  constructor(@InjectRepository(LearningResource) private readonly resources: Repository<LearningResource>) {}

  async findOne(id: number, language: Language): Promise<LearningResourceView> {
    const resource = await this.resources.findOneBy({ id });
    if (!resource) throw new NotFoundException(`Learning resource ${id} not found`);
    const { texts, english } = localizedTexts(
      { title: resource.title, content: resource.content },
      resource.translations,
      language,
    );
    return {
      id: resource.id,
      ...texts,
      category: resource.category,
      grammarRule: resource.grammarRule,
      difficulty: resource.difficulty,
      exampleSentences: resource.exampleSentences,
      links: resource.links,
      ...englishField(english),
    };
  }

  /** Title by id for the given ids; unknown ids are absent. */
  async titles(ids: Iterable<number>, language: Language): Promise<Map<number, string>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await this.resources.find({
      select: { id: true, title: true, translations: true },
      where: { id: In(unique) },
    });
    return new Map(
      rows.map((row) => [
        row.id,
        localizedTexts<{ title: string }>({ title: row.title }, row.translations, language).texts.title,
      ]),
    );
  }
}
