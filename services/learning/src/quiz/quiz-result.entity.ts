import { type Category, type DifficultyLevel, type QuestionType } from '@grammarpath/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { enumColumn, textList, timestamp, userIdColumn } from '../database/columns';

export interface StoredAnswer {
  questionId: number;
  answer: string;
  isCorrect: boolean;
}

@Entity({ name: 'quiz_results' })
@Index('IDX_quiz_results_user_date', ['userId', 'date'])
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
}
