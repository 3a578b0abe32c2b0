import { DAILY_GOAL_CHOICES, type DailyGoalChoice } from '@grammarpath/contracts';
import { Check, Column, Entity, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';
import { timestamp, userIdColumn } from '../../database/columns';

/** The daily goal a learner chose: one row per learner. */
@Entity({ name: 'learner_goals' })
@Unique('UQ_learner_goals_user', ['userId'])
@Check('CHK_learner_goals_questions', `"questionsPerDay" IN (${DAILY_GOAL_CHOICES.join(', ')})`)
export class LearnerGoal {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_learner_goals' })
  id!: number;

  @Column(userIdColumn())
  userId!: number;

  @Column({ type: 'smallint' })
  questionsPerDay!: DailyGoalChoice;

  @UpdateDateColumn(timestamp())
  updatedAt!: Date;
}
