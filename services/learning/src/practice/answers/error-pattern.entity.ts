import { type QuestionType } from '@grammarpath/contracts';
import { Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { enumColumn, timestamp, userIdColumn } from '../../database/columns';

/** How often a learner gets one grammar rule wrong in one question type. */
@Entity({ name: 'error_patterns' })
@Unique('UQ_error_patterns_user_type_rule', ['userId', 'questionType', 'grammarRule'])
export class ErrorPattern {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column(userIdColumn())
  userId!: number;

  @Column(enumColumn())
  questionType!: QuestionType;

  @Column({ type: 'varchar', length: 64 })
  grammarRule!: string;

  @Column({ type: 'int', default: 0 })
  errorCount!: number;

  @Column(timestamp({ default: () => 'now()' }))
  lastOccurrence!: Date;
}
