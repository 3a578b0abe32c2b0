import {
  type ActivityType,
  type CompleteStageResponse,
  type LearningPathProgress,
  stageQuizRequiredMessage,
} from '@grammarpath/contracts';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, Repository } from 'typeorm';
import { ActivityEvent } from './activity-event.entity';
import { type LearningPathStage } from './learning-path-stage.entity';
import { toLearningPathProgress } from './learning-path-progress-view';
import { PathContentService } from './path-content.service';
import { applyProgress, deriveProgress, lockedBy } from './progress-rules';
import { StageQuizResultsReader } from './stage-quiz-results.reader';
import { standingOf } from './stage-quiz-rules';
import { UserLearningPathProgress } from './user-learning-path-progress.entity';

/** 409: the previous stage is not completed. */
export class StageLockedException extends ConflictException {}

/**
 * The one access path to user_learning_path_progress (and the activity events its changes record). Every
 * query is scoped to the given user; writes run in a transaction holding the row lock of (user, path).
 */
@Injectable()
export class PathProgressService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly content: PathContentService,
    private readonly quizResults: StageQuizResultsReader,
    @InjectRepository(UserLearningPathProgress)
    private readonly progress: Repository<UserLearningPathProgress>,
  ) {}

  /** The learner's progress rows by path id. */
  async byPath(userId: number): Promise<Map<number, UserLearningPathProgress>> {
    const rows = await this.progress.find({ where: { userId } });
    return new Map(rows.map((row) => [row.pathId, row]));
  }

  async list(userId: number): Promise<LearningPathProgress[]> {
    const rows = await this.progress.find({ where: { userId }, order: { pathId: 'ASC' } });
    return rows.map(toLearningPathProgress);
  }

  async findOne(userId: number, pathId: number): Promise<LearningPathProgress | null> {
    const row = await this.progress.findOneBy({ userId, pathId });
    return row ? toLearningPathProgress(row) : null;
  }

  /** Starts the path (records `started`); starting again returns the same progress unchanged. */
  async start(userId: number, pathId: number): Promise<LearningPathProgress> {
    const stages = await this.content.requireOrderedStages(pathId);
    const row = await this.dataSource.transaction((manager) =>
      this.lockOrStart(manager, userId, pathId, stages),
    );
    return toLearningPathProgress(row);
  }

  /**
   * Completes an unlocked stage whose practice quiz the learner has passed (DESIGN.md §5), starting the path
   * first if needed: 409 when the stage is locked, or when no stage-quiz result of the learner passes it.
   * Completing a stage again changes nothing (and needs no quiz: it is done).
   */
  async completeStage(userId: number, pathId: number, stageId: number): Promise<CompleteStageResponse> {
    const stages = await this.content.requireOrderedStages(pathId);
    const stage = stages.find((candidate) => candidate.id === stageId);
    if (!stage) throw new NotFoundException(`Stage ${stageId} not found in learning path ${pathId}`);
    const scores = (await this.quizResults.scoresByStage(userId, [stageId])).get(stageId) ?? [];
    const { passed } = standingOf(scores, stage.threshold, stage.questionSetIds.length);
    return this.completeIn(userId, pathId, stages, stageId, passed);
  }

  /**
   * Called when a passing stage-quiz result has been stored: completes the stage at once. A locked stage is
   * not completed (and its path not started): the pass is kept, so Mark as Complete completes the stage once
   * the previous one is done. Returns null when the stage is locked.
   */
  async completeByQuiz(
    userId: number,
    stages: readonly LearningPathStage[],
    stageId: number,
  ): Promise<CompleteStageResponse | null> {
    const [first] = stages;
    try {
      return await this.completeIn(userId, first.pathId, stages, stageId, true);
    } catch (error) {
      if (error instanceof StageLockedException) return null;
      throw error;
    }
  }

  private completeIn(
    userId: number,
    pathId: number,
    stages: readonly LearningPathStage[],
    stageId: number,
    quizPassed: boolean,
  ): Promise<CompleteStageResponse> {
    const ids = stages.map((stage) => stage.id);
    const index = ids.indexOf(stageId);
    const nextStageId = ids[index + 1] ?? null;

    return this.dataSource.transaction(async (manager) => {
      const row = await this.lockOrStart(manager, userId, pathId, stages);
      const alreadyCompleted = row.stagesCompleted.includes(stageId);
      if (!alreadyCompleted) {
        const previous = lockedBy(ids, stageId, row.stagesCompleted);
        if (previous !== null) {
          const previousName = stages[index - 1].name;
          throw new StageLockedException(
            `Stage ${stageId} is locked: complete the previous stage "${previousName}" (${previous}) first`,
          );
        }
        if (!quizPassed) throw new ConflictException(stageQuizRequiredMessage(stages[index].threshold));
        const events = applyProgress(row, ids, new Date(), stageId);
        await manager.save(row);
        await this.record(manager, userId, pathId, events, stageId);
      }
      return {
        progress: toLearningPathProgress(row),
        pathCompleted: row.completed,
        nextStageId,
        alreadyCompleted,
      };
    });
  }

  /**
   * The posted percent is checked (0 to 100) but never stored as such: progress is recomputed from the
   * completed stages, so it can never exceed what was done. 409 when the path has not been started.
   */
  async recompute(userId: number, pathId: number): Promise<LearningPathProgress> {
    const stages = await this.content.requireOrderedStages(pathId);
    return this.dataSource.transaction(async (manager) => {
      const row = await this.lock(manager, userId, pathId);
      if (!row) throw new ConflictException(`Learning path ${pathId} has not been started`);
      const events = applyProgress(
        row,
        stages.map((stage) => stage.id),
        new Date(),
      );
      await manager.save(row);
      await this.record(manager, userId, pathId, events, null);
      return toLearningPathProgress(row);
    });
  }

  /** Creates the row if missing (one per user and path, race-free) and returns it locked for update. */
  private async lockOrStart(
    manager: EntityManager,
    userId: number,
    pathId: number,
    stages: readonly LearningPathStage[],
  ): Promise<UserLearningPathProgress> {
    const { currentStageId } = deriveProgress(
      stages.map((stage) => stage.id),
      [],
    );
    const inserted = await manager
      .createQueryBuilder()
      .insert()
      .into(UserLearningPathProgress)
      .values({ userId, pathId, currentStageId, stagesCompleted: [], overallProgress: 0 })
      .orIgnore()
      .returning(['id'])
      .execute();
    if ((inserted.raw as unknown[]).length > 0) await this.record(manager, userId, pathId, ['started'], null);
    const row = await this.lock(manager, userId, pathId);
    if (!row) throw new Error(`Progress row of path ${pathId} vanished`);
    return row;
  }

  private lock(
    manager: EntityManager,
    userId: number,
    pathId: number,
  ): Promise<UserLearningPathProgress | null> {
    return manager.findOne(UserLearningPathProgress, {
      where: { userId, pathId },
      lock: { mode: 'pessimistic_write' },
    });
  }

  private async record(
    manager: EntityManager,
    userId: number,
    pathId: number,
    types: readonly ActivityType[],
    stageId: number | null,
  ): Promise<void> {
    if (types.length === 0) return;
    await manager.insert(
      ActivityEvent,
      types.map((type) => ({ userId, pathId, type, stageId: type === 'stage_completed' ? stageId : null })),
    );
  }
}
