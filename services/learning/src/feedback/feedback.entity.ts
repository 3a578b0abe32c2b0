import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_SOURCES,
  type FeedbackCategory,
  type FeedbackSource,
} from '@grammarpath/contracts';
import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { enumColumn, oneOf, timestamp } from '../database/columns';

@Entity({ name: 'feedback' })
@Check('CHK_feedback_rating', '"rating" BETWEEN 0 AND 5')
@Check('CHK_feedback_category', oneOf('category', FEEDBACK_CATEGORIES))
@Check('CHK_feedback_source', oneOf('source', FEEDBACK_SOURCES))
export class Feedback {
  @PrimaryGeneratedColumn()
  id!: number;

  /** Set when the sender had a session; feedback may also come from visitors. */
  @Column({ type: 'int', nullable: true })
  userId!: number | null;

  @Column({ type: 'varchar', length: 120 })
  name!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column('text')
  message!: string;

  @Column({ type: 'smallint', nullable: true })
  rating!: number | null;

  @Column({ ...enumColumn(16), default: 'general' })
  category!: FeedbackCategory;

  @Column({ ...enumColumn(16), default: 'homepage' })
  source!: FeedbackSource;

  @CreateDateColumn(timestamp())
  createdAt!: Date;
}
