import {
  type Category,
  type CefrLevel,
  type DifficultyLevel,
  type QuestionType,
  type QuizMode,
} from '@grammarpath/contracts';
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { enumColumn, idList, textList, timestamp, userIdColumn } from '../../database/columns';

/** A quiz as it was served: whose it is, which questions, with which settings, and when it started. */
@Entity({ name: 'quizzes' })
@Index('IDX_quizzes_user_started', ['userId', 'startedAt'])
@Index('IDX_quizzes_started_id', ['startedAt', 'id'])
export class Quiz {
  @PrimaryColumn('uuid')
  id!: string;

  @Column(userIdColumn())
  userId!: number;

  @Column(enumColumn(16))
  mode!: QuizMode;

  @Column(idList())
  questionIds!: number[];

  @Column(enumColumn(16))
  difficultyLevel!: DifficultyLevel;

  @Column({ ...enumColumn(2), nullable: true })
  cefrLevel!: CefrLevel | null;

  @Column({ ...enumColumn(), nullable: true })
  category!: Category | null;

  @Column(textList())
  questionTypes!: QuestionType[];

  @Column({ type: 'boolean', default: false })
  isPracticeMode!: boolean;

  /** 1 outside practice mode. */
  @Column({ type: 'int', default: 1 })
  maxAttempts!: number;

  @Column({ type: 'boolean', default: false })
  showHints!: boolean;

  @Column({ type: 'boolean', default: true })
  showExplanationAfterEachAttempt!: boolean;

  @Column({ type: 'int', nullable: true })
  stageId!: number | null;

  @Column({ type: 'int', nullable: true })
  dailyChallengeId!: number | null;

  @Column(timestamp({ default: () => 'now()' }))
  startedAt!: Date;
}
