import { type Language } from '@grammarpath/contracts';
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThanOrEqual, Repository } from 'typeorm';
import { englishField, localizedTexts } from '../content/teaching-texts';
import {
  type LearnerPathFacts,
  type PathFact,
  type PathFacts,
  type StageFact,
} from '../learner-stats/path-facts';
import { RefreshedSnapshot, type Snapshot } from '../shared/refreshed-snapshot';
import { ActivityEvent } from './activity-event.entity';
import { LearningPathStage } from './learning-path-stage.entity';
import { LearningPath } from './learning-path.entity';
import { UserLearningPathProgress } from './user-learning-path-progress.entity';

interface PathCatalogue {
  paths: LearningPath[];
  stages: Pick<LearningPathStage, 'id' | 'pathId' | 'name' | 'orderIndex' | 'translations'>[];
}

interface LocalizedCatalogue {
  paths: PathFact[];
  stages: StageFact[];
}

/**
 * The learner's path records, read-only, for the progress summary (PATH_FACTS); names in the language asked
 * for. The paths and stages are a catalogue the seed writes: kept in memory, localized once per language.
 */
@Injectable()
export class PathFactsReader implements PathFacts {
  private readonly logger = new Logger(PathFactsReader.name);
  private readonly catalogue = new RefreshedSnapshot<PathCatalogue>(
    async () => ({
      paths: await this.paths.find({ order: { id: 'ASC' } }),
      stages: await this.stages.find({
        select: { id: true, pathId: true, name: true, orderIndex: true, translations: true },
        order: { id: 'ASC' },
      }),
    }),
    (error) => this.logger.warn(`Path catalogue refresh failed: ${error.message}`),
  );
  private readonly localized = new WeakMap<Snapshot<PathCatalogue>, Map<Language, LocalizedCatalogue>>();

  constructor(
    @InjectRepository(LearningPath) private readonly paths: Repository<LearningPath>,
    @InjectRepository(LearningPathStage) private readonly stages: Repository<LearningPathStage>,
    @InjectRepository(UserLearningPathProgress)
    private readonly progress: Repository<UserLearningPathProgress>,
    @InjectRepository(ActivityEvent) private readonly events: Repository<ActivityEvent>,
  ) {}

  async catalogueVersion(): Promise<string> {
    return (await this.catalogue.get()).fingerprint;
  }

  async forLearner(
    userId: number,
    since: Date,
    recentMax: number,
    language: Language,
  ): Promise<LearnerPathFacts> {
    const [catalogue, progress, recentEvents, stageEvents] = await Promise.all([
      this.localizedCatalogue(language),
      this.progress.find({ where: { userId } }),
      this.events.find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' }, take: recentMax }),
      this.events.find({ where: { userId, type: 'stage_completed', createdAt: MoreThanOrEqual(since) } }),
    ]);
    return { ...catalogue, progress, recentEvents, stageEvents };
  }

  private async localizedCatalogue(language: Language): Promise<LocalizedCatalogue> {
    const snapshot = await this.catalogue.get();
    let byLanguage = this.localized.get(snapshot);
    if (!byLanguage) {
      byLanguage = new Map();
      this.localized.set(snapshot, byLanguage);
    }
    let localized = byLanguage.get(language);
    if (!localized) {
      localized = localize(snapshot.value, language);
      byLanguage.set(language, localized);
    }
    return localized;
  }
}

function localize({ paths, stages }: PathCatalogue, language: Language): LocalizedCatalogue {
  return {
    paths: paths.map(({ translations, ...path }) => {
      const { texts, english } = localizedTexts(
        { name: path.name, description: path.description },
        translations,
        language,
      );
      return { ...path, ...texts, ...englishField(english) };
    }),
    stages: stages.map(({ translations, ...stage }) => {
      const { texts, english } = localizedTexts<{ name: string }>(
        { name: stage.name },
        translations,
        language,
      );
      return { ...stage, ...texts, ...englishField(english) };
    }),
  };
}
