import { type StageQuizOutcome } from '@grammarpath/contracts';
import { Injectable } from '@nestjs/common';
import { PathContentService } from './path-content.service';
import { PathProgressService } from './path-progress.service';
import { lockedBy } from './progress-rules';
import { type StageQuizScore, type StageQuizzes } from '../shared/stage-quizzes';
import { firstTryPercent, passesStage } from './stage-quiz-rules';

/**
 * What the paths feature offers the quiz feature: a stage's question set, and a stored stage-quiz result
 * completes its stage when it passes (DESIGN.md §5). The quiz feature calls this; the paths feature never calls the quiz feature.
 */
@Injectable()
export class StageQuizService implements StageQuizzes {
  constructor(
    private readonly content: PathContentService,
    private readonly progress: PathProgressService,
  ) {}

  /** The question ids a stage's quiz draws from, or null when there is no such stage. */
  async questionSetOf(stageId: number): Promise<number[] | null> {
    const stage = await this.content.findStage(stageId);
    return stage ? stage.questionSetIds : null;
  }

  /**
   * Called once the result of one of the learner's stage quizzes is stored (and again, idempotently, when
   * the same result is posted again). A passing result completes an unlocked stage at once; a locked stage
   * is left as it is (the pass counts for Mark as Complete once the previous stage is done). Null when the
   * stage no longer exists.
   */
  async onResult(userId: number, stageId: number, score: StageQuizScore): Promise<StageQuizOutcome | null> {
    const stage = await this.content.findStage(stageId);
    if (!stage) return null;
    const stages = await this.content.orderedStages(stage.pathId);
    const ids = stages.map((candidate) => candidate.id);
    const passed = passesStage(score, stage.threshold, stage.questionSetIds.length);
    const base = {
      stageId,
      pathId: stage.pathId,
      firstTryScore: firstTryPercent(score),
      threshold: stage.threshold,
      passed,
      nextStageId: ids[ids.indexOf(stageId) + 1] ?? null,
    };
    if (passed) {
      const done = await this.progress.completeByQuiz(userId, stages, stageId);
      if (done) {
        return {
          ...base,
          completed: true,
          completedNow: !done.alreadyCompleted,
          locked: false,
          pathCompleted: done.pathCompleted,
        };
      }
    }
    const progress = await this.progress.findOne(userId, stage.pathId);
    const completedIds = progress?.stagesCompleted ?? [];
    const completed = completedIds.includes(stageId);
    return {
      ...base,
      completed,
      completedNow: false,
      locked: !completed && lockedBy(ids, stageId, completedIds) !== null,
      pathCompleted: progress?.completed ?? false,
    };
  }
}
