import { type QuestionType } from '@grammarpath/contracts';
import { Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { enumColumn, timestamp, userIdColumn } from '../../database/columns';

/** The learner's recorded answer to one question of one quiz (one row per question, attempts counted). */
@Entity({ name: 'quiz_answers' })
@Unique('UQ_quiz_answers_quiz_question', ['quizId', 'questionId'])
@Index('IDX_quiz_answers_user_answered', ['userId', 'answeredAt'])
@Index('IDX_quiz_answers_user_missed', ['userId', 'answeredAt'], { where: '"final" AND NOT "isCorrect"' })
export class QuizAnswer {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('uuid')
  quizId!: string;

  @Column(userIdColumn())
  userId!: number;

  @Column('int')
  questionId!: number;

  @Column(enumColumn())
  questionType!: QuestionType;

  /** The last answer given. */
  @Column({ type: 'text', default: '' })
  answer!: string;

  @Column({ type: 'int', default: 0 })
  attempts!: number;

  /** Right on the last attempt so far. */
  @Column({ type: 'boolean', default: false })
  isCorrect!: boolean;

  @Column({ type: 'boolean', default: false })
  firstTryCorrect!: boolean;

  /** No more attempts are allowed (right, or out of tries). */
  @Column({ type: 'boolean', default: false })
  final!: boolean;

  @Column({ type: 'boolean', default: false })
  hintUsed!: boolean;

  @Column(timestamp({ nullable: true }))
  answeredAt!: Date | null;
}
