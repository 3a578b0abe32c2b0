import { type Category, type DifficultyLevel, type QuestionType } from '@grammarpath/contracts';
import { Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { enumColumn, timestamp, userIdColumn } from '../../database/columns';

/**
 * One row per learner, question type, difficulty and category: a SPEC data-model table, written by the answer
 * recorder (first tries), not yet read by any endpoint.
 */
@Entity({ name: 'user_progress' })
@Unique('UQ_user_progress_user_type_level_category', [
  'userId',
  'questionType',
  'difficultyLevel',
  'category',
])
export class UserProgress {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column(userIdColumn())
  userId!: number;

  @Column(enumColumn())
  questionType!: QuestionType;

  @Column(enumColumn(16))
  difficultyLevel!: DifficultyLevel;

  @Column({ ...enumColumn(), default: 'general' })
  category!: Category;

  @Column({ type: 'int', default: 0 })
  totalAttempted!: number;

  @Column({ type: 'int', default: 0 })
  totalCorrect!: number;

  /** Seconds. */
  @Column({ type: 'real', default: 0 })
  averageResponseTime!: number;

  @Column(timestamp({ nullable: true }))
  lastAttempted!: Date | null;

  @Column({ type: 'int', default: 0 })
  streakCount!: number;
}
