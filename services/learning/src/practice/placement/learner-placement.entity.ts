import { PLACEMENT_LEVELS, type PlacementLevel, type PlacementLevelScore } from '@grammarpath/contracts';
import { Check, Column, Entity, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';
import { enumColumn, oneOf, timestamp, userIdColumn } from '../../database/columns';

/** What a stored row says; a learner without a row has never answered the offer ('new'). */
export const STORED_PLACEMENT_STATUSES = ['started', 'skipped', 'done'] as const;
export type StoredPlacementStatus = (typeof STORED_PLACEMENT_STATUSES)[number];

/** A learner's answer to the placement offer and the latest placement result: one row per learner. */
@Entity({ name: 'learner_placements' })
@Unique('UQ_learner_placements_user', ['userId'])
@Check('CHK_learner_placements_status', oneOf('status', STORED_PLACEMENT_STATUSES))
@Check('CHK_learner_placements_level', oneOf('level', PLACEMENT_LEVELS))
export class LearnerPlacement {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_learner_placements' })
  id!: number;

  @Column(userIdColumn())
  userId!: number;

  @Column(enumColumn(16))
  status!: StoredPlacementStatus;

  /** The placement quiz served and not finished yet. */
  @Column({ type: 'uuid', nullable: true })
  openQuizId!: string | null;

  /** The quiz of the latest result (with the columns below; all null before any). */
  @Column({ type: 'uuid', nullable: true })
  resultQuizId!: string | null;

  @Column({ ...enumColumn(2), nullable: true })
  level!: PlacementLevel | null;

  @Column({ type: 'int', nullable: true })
  pathId!: number | null;

  @Column({ type: 'jsonb', nullable: true })
  byLevel!: PlacementLevelScore[] | null;

  @Column(timestamp({ nullable: true }))
  completedAt!: Date | null;

  @UpdateDateColumn(timestamp())
  updatedAt!: Date;
}
