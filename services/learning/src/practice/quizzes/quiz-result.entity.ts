import {
  type Category,
  type CefrLevel,
  type DifficultyLevel,
  type QuestionType,
  type QuizMode,
  type TypeScore,
} from '@grammarpath/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { enumColumn, textList, timestamp, userIdColumn } from '../../database/columns';

export interface StoredAnswer {
  questionId: number;
  answer: string;
  isCorrect: boolean;
}

@Entity({ name: 'quiz_results' })
@Index('IDX_quiz_results_user_date', ['userId', 'date'])
@Index('IDX_quiz_results_user_date_id', ['userId', 'date', 'id'])
@Unique('UQ_quiz_results_quiz', ['quizId'])
export class QuizResult {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column(userIdColumn())
  userId!: number;

  @CreateDateColumn(timestamp())
  date!: Date;

  @Column('int')
  totalQuestions!: number;

  @Column('int')
  correctAnswers!: number;

  @Column('int')
  wrongAnswers!: number;

  @Column(enumColumn(16))
  difficultyLevel!: DifficultyLevel;

  @Column(textList())
  questionTypes!: QuestionType[];

  @Column({ ...enumColumn(), nullable: true })
  category!: Category | null;

  /** Seconds. */
  @Column({ type: 'int', nullable: true })
  timeTaken!: number | null;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  answers!: StoredAnswer[];

  /** The served quiz this result belongs to; one result per quiz. */
  @Column({ type: 'uuid', nullable: true })
  quizId!: string | null;

  @Column({ ...enumColumn(16), default: 'standard' })
  mode!: QuizMode;

  @Column({ ...enumColumn(2), nullable: true })
  cefrLevel!: CefrLevel | null;

  @Column({ type: 'int', default: 0 })
  firstTryCorrect!: number;

  /** Questions the learner answered (checked by the server); the others count as wrong. */
  @Column({ type: 'int', default: 0 })
  answeredQuestions!: number;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  scoresByType!: Partial<Record<QuestionType, TypeScore>>;

  /**
   * The row's QuizResultView as JSON text, set by the database from the row on every insert and update
   * (QuizResultViews1796100000000): never written nor read through the entity.
   */
  @Column({ type: 'text', nullable: true, select: false, insert: false, update: false })
  view!: string | null;
}
