import { ACTIVITY_TYPES, type ActivityType } from '@grammarpath/contracts';
import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { enumColumn, oneOf, timestamp, userIdColumn } from '../database/columns';

/** The learner's recent activity on paths: started, stage_completed, completed. */
@Entity({ name: 'activity_events' })
@Check('CHK_activity_events_type', oneOf('type', ACTIVITY_TYPES))
@Index('IDX_activity_events_user_created', ['userId', 'createdAt'])
export class ActivityEvent {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column(userIdColumn())
  userId!: number;

  @Column(enumColumn(16))
  type!: ActivityType;

  @Column('int')
  pathId!: number;

  @Column({ type: 'int', nullable: true })
  stageId!: number | null;

  @CreateDateColumn(timestamp())
  createdAt!: Date;
}
