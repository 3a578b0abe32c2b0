import { type Language } from '@grammarpath/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThanOrEqual, Repository } from 'typeorm';
import { englishField, localizedTexts } from '../content/teaching-texts';
import { type LearnerPathFacts, type PathFacts } from '../learner-stats/path-facts';
import { ActivityEvent } from './activity-event.entity';
import { LearningPathStage } from './learning-path-stage.entity';
import { LearningPath } from './learning-path.entity';
import { UserLearningPathProgress } from './user-learning-path-progress.entity';

/** The learner's path records, read-only, for the progress summary (PATH_FACTS); names in the language asked for. */
@Injectable()
export class PathFactsReader implements PathFacts {
  constructor(
    @InjectRepository(LearningPath) private readonly paths: Repository<LearningPath>,
    @InjectRepository(LearningPathStage) private readonly stages: Repository<LearningPathStage>,
    @InjectRepository(UserLearningPathProgress)
    private readonly progress: Repository<UserLearningPathProgress>,
    @InjectRepository(ActivityEvent) private readonly events: Repository<ActivityEvent>,
  ) {}

  async forLearner(
    userId: number,
    since: Date,
    recentMax: number,
    language: Language,
  ): Promise<LearnerPathFacts> {
    const [paths, stages, progress, recentEvents, stageEvents] = await Promise.all([
      this.paths.find({ order: { id: 'ASC' } }),
      this.stages.find({
        select: { id: true, pathId: true, name: true, orderIndex: true, translations: true },
      }),
      this.progress.find({ where: { userId } }),
      this.events.find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' }, take: recentMax }),
      this.events.find({ where: { userId, type: 'stage_completed', createdAt: MoreThanOrEqual(since) } }),
    ]);
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
      progress,
      recentEvents,
      stageEvents,
    };
  }
}
