import {
  type Language,
  type LearningPathDetail,
  type LearningPathListItem,
  type StageView,
} from '@grammarpath/contracts';
import { Injectable } from '@nestjs/common';
import { toLearningPathDetail } from './learning-path-detail';
import { toLearningPathListItem } from './learning-path-list-item';
import { type LearningPathStage } from './learning-path-stage.entity';
import { PathContentService } from './path-content.service';
import { PathProgressService } from './path-progress.service';
import { StageQuizResultsReader } from './stage-quiz-results.reader';
import { standingOf } from './stage-quiz-rules';
import { toStageView } from './stage-view';

/** The path reads: list, detail and stages, each with the learner's progress when there is a session. */
@Injectable()
export class LearningPathsService {
  constructor(
    private readonly content: PathContentService,
    private readonly progress: PathProgressService,
    private readonly quizResults: StageQuizResultsReader,
  ) {}

  /** Every path in id order with its stage count; with a learner, each also carries that learner's progress. */
  async list(userId: number | null, language: Language): Promise<LearningPathListItem[]> {
    const [paths, stageCounts, progressByPath] = await Promise.all([
      this.content.allPaths(),
      this.content.stageCountsByPath(),
      userId === null ? Promise.resolve(undefined) : this.progress.byPath(userId),
    ]);
    return paths.map((path) =>
      toLearningPathListItem(path, stageCounts.get(path.id) ?? 0, progressByPath, language),
    );
  }

  /** One path with its stages; `progress` only with a session (null when not started). 404 when unknown. */
  async detail(pathId: number, userId: number | null, language: Language): Promise<LearningPathDetail> {
    const [path, stages, progress] = await Promise.all([
      this.content.requirePath(pathId),
      this.content.orderedStages(pathId),
      userId === null ? Promise.resolve(undefined) : this.progress.findOne(userId, pathId),
    ]);
    const views = await this.stageViews(stages, language);
    return toLearningPathDetail(
      path,
      userId === null ? views : await this.withQuizStanding(userId, stages, views),
      progress,
      language,
    );
  }

  async stages(pathId: number, language: Language): Promise<StageView[]> {
    return this.stageViews(await this.content.requireOrderedStages(pathId), language);
  }

  /** Each stage's quiz standing for the learner: what Mark as Complete needs (DESIGN.md §5). */
  private async withQuizStanding(
    userId: number,
    stages: readonly LearningPathStage[],
    views: StageView[],
  ): Promise<StageView[]> {
    const scores = await this.quizResults.scoresByStage(
      userId,
      stages.map((stage) => stage.id),
    );
    return views.map((view, i) => {
      const stage = stages[i];
      const { passed, bestFirstTryScore } = standingOf(
        scores.get(stage.id) ?? [],
        stage.threshold,
        stage.questionSetIds.length,
      );
      return { ...view, quizPassed: passed, bestFirstTryScore };
    });
  }

  private async stageViews(stages: LearningPathStage[], language: Language): Promise<StageView[]> {
    const titles = await this.content.resourceTitles(stages, language);
    return stages.map((stage) => toStageView(stage, titles, language));
  }
}
