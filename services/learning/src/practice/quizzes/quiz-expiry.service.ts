import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { type QuizCursor, QuizzesRepository } from '../repositories/quizzes.repository';
import { RECENT_DAYS } from './quiz-serving.service';

/**
 * An unfinished quiz (no quiz_results row) is removed once it started more than this many days ago. As long
 * as "seen recently" (RECENT_DAYS, read from `quizzes`): a shorter life would let the questions of a quiz
 * abandoned a week ago be served again within the month. Until then the learner can still resume it.
 */
export const UNFINISHED_QUIZ_DAYS = RECENT_DAYS;

export const QUIZ_EXPIRY = {
  /** Quizzes looked at per statement (each one deleted unless it has a result). */
  batchSize: 2_000,
  /** Statements per run at most: a run never holds the pool long, and the rest waits for the next run. */
  maxBatchesPerRun: 50,
  /** Between runs (the first run comes at a random point of the first interval, so instances spread). */
  intervalMs: 60_000,
} as const;

export interface ExpiryBatch {
  /** Quizzes past the cutoff looked at (finished ones included). */
  scanned: number;
  deleted: number;
}

const START: QuizCursor = { startedAt: '-infinity', id: '00000000-0000-0000-0000-000000000000' };

/**
 * Removes abandoned quizzes in bounded batches on an unref'd timer. Each instance walks the old quizzes in
 * start order from where it stopped (from the oldest after a restart), so a run reads only the quizzes that
 * crossed the cutoff since the last one, plus the finished ones once per process. A finished quiz (it has a
 * result) or one started within UNFINISHED_QUIZ_DAYS is never touched.
 */
@Injectable()
export class QuizExpiryService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(QuizExpiryService.name);
  private cursor: QuizCursor = START;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = false;

  constructor(private readonly quizzes: QuizzesRepository) {}

  onApplicationBootstrap(): void {
    this.schedule(Math.floor(Math.random() * QUIZ_EXPIRY.intervalMs));
  }

  onModuleDestroy(): Promise<void> {
    return this.stop();
  }

  /** No more runs; waits for the current one. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** One batch from the cursor; moves the cursor past what it looked at. */
  async expireBatch(batchSize: number = QUIZ_EXPIRY.batchSize): Promise<ExpiryBatch> {
    const row = await this.quizzes.expireUnfinished(this.cursor, UNFINISHED_QUIZ_DAYS, batchSize);
    if (row.lastStartedAt !== null && row.lastId !== null)
      this.cursor = { startedAt: row.lastStartedAt, id: row.lastId };
    return { scanned: row.scanned, deleted: row.deleted };
  }

  /** Batches until the walk reaches the cutoff or the run's limit; answers how many quizzes were deleted. */
  async run(): Promise<number> {
    let deleted = 0;
    for (let batch = 0; batch < QUIZ_EXPIRY.maxBatchesPerRun && !this.stopped; batch++) {
      const result = await this.expireBatch();
      deleted += result.deleted;
      if (result.scanned < QUIZ_EXPIRY.batchSize) break;
    }
    return deleted;
  }

  /** Starts the walk again from the oldest quiz (a new process does). */
  restartWalk(): void {
    this.cursor = START;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      const run = this.run()
        .then((deleted) => {
          if (deleted > 0)
            this.logger.log(
              `Removed ${deleted} unfinished quizzes started over ${UNFINISHED_QUIZ_DAYS} days ago`,
            );
        })
        .catch((error: unknown) =>
          this.logger.warn(
            `Quiz expiry failed (next try in a minute): ${error instanceof Error ? error.message : String(error)}`,
          ),
        )
        .finally(() => {
          this.running = undefined;
          this.schedule(QUIZ_EXPIRY.intervalMs);
        });
      this.running = run;
    }, delayMs);
    this.timer.unref();
  }
}
