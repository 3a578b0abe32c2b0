import { Check, Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { idList, timestamp, userIdColumn } from '../database/columns';
import { LearningPath } from './learning-path.entity';

/** A path is started once this row exists (SPEC §4). */
@Entity({ name: 'user_learning_path_progress' })
@Check('CHK_user_learning_path_progress_percent', '"overallProgress" BETWEEN 0 AND 100')
@Unique('UQ_user_learning_path_progress_user_path', ['userId', 'pathId'])
export class UserLearningPathProgress {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column(userIdColumn())
  userId!: number;

  @Column('int')
  pathId!: number;

  @ManyToOne(() => LearningPath, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'pathId' })
  path?: LearningPath;

  @Column({ type: 'int', nullable: true })
  currentStageId!: number | null;

  @Column(timestamp({ default: () => 'now()' }))
  started!: Date;

  @Column(timestamp({ default: () => 'now()' }))
  lastActivity!: Date;

  @Column({ type: 'boolean', default: false })
  completed!: boolean;

  @Column(timestamp({ nullable: true }))
  completedDate!: Date | null;

  /** Ids of the completed stages (DESIGN.md §5); the count is derived from it. */
  @Column(idList())
  stagesCompleted!: number[];

  /** Percent, 0 to 100. */
  @Column({ type: 'int', default: 0 })
  overallProgress!: number;
}
