import { type PlacementLevel, type PlacementLevelScore } from '@grammarpath/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { sql } from '../../database/sql';
import { LearnerPlacement } from '../placement/learner-placement.entity';

/** A finished placement as stored. */
export interface StoredPlacementResult {
  quizId: string;
  level: PlacementLevel;
  pathId: number | null;
  byLevel: PlacementLevelScore[];
  completedAt: Date;
}

/** Every statement on `learner_placements`, scoped by learner; each write is one statement. */
@Injectable()
export class LearnerPlacementsRepository {
  constructor(
    @InjectRepository(LearnerPlacement) private readonly placements: Repository<LearnerPlacement>,
  ) {}

  /** The learner's row, or null before they answered the offer. */
  find(userId: number): Promise<LearnerPlacement | null> {
    return this.placements.findOneBy({ userId });
  }

  /** A placement quiz was served: it is the open one; a learner who had not answered the offer has started it. */
  async started(userId: number, quizId: string): Promise<void> {
    await this.placements.query(
      `INSERT INTO ${sql.table('learner_placements')} ("userId", "status", "openQuizId") VALUES ($1, 'started', $2)
       ON CONFLICT ("userId") DO UPDATE SET "openQuizId" = EXCLUDED."openQuizId", "updatedAt" = now()`,
      [userId, quizId],
    );
  }

  /** Skipped: the offer is answered; a stored result stays (a skipped retake leaves the learner placed). */
  async skipped(userId: number): Promise<void> {
    await this.placements.query(
      `INSERT INTO ${sql.table('learner_placements')} ("userId", "status") VALUES ($1, 'skipped')
       ON CONFLICT ("userId") DO UPDATE SET
         "status" = CASE WHEN ${sql.table('learner_placements')}."status" = 'done' THEN 'done' ELSE 'skipped' END,
         "openQuizId" = NULL, "updatedAt" = now()`,
      [userId],
    );
  }

  /** Stores a finished placement as the learner's latest; its quiz is no longer open. */
  async done(userId: number, result: StoredPlacementResult): Promise<void> {
    await this.placements.query(
      `INSERT INTO ${sql.table('learner_placements')}
         ("userId", "status", "openQuizId", "resultQuizId", "level", "pathId", "byLevel", "completedAt")
       VALUES ($1, 'done', NULL, $2, $3, $4, $5::jsonb, $6)
       ON CONFLICT ("userId") DO UPDATE SET "status" = 'done',
         "openQuizId" = CASE WHEN ${sql.table('learner_placements')}."openQuizId" = EXCLUDED."resultQuizId"
           THEN NULL ELSE ${sql.table('learner_placements')}."openQuizId" END,
         "resultQuizId" = EXCLUDED."resultQuizId", "level" = EXCLUDED."level", "pathId" = EXCLUDED."pathId",
         "byLevel" = EXCLUDED."byLevel", "completedAt" = EXCLUDED."completedAt", "updatedAt" = now()`,
      [
        userId,
        result.quizId,
        result.level,
        result.pathId,
        JSON.stringify(result.byLevel),
        result.completedAt,
      ],
    );
  }
}
