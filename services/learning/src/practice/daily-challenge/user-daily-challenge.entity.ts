import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { timestamp, userIdColumn } from '../../database/columns';
import { DailyChallenge } from './daily-challenge.entity';

@Entity({ name: 'user_daily_challenges' })
@Unique('UQ_user_daily_challenges_user_challenge', ['userId', 'challengeId'])
export class UserDailyChallenge {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column(userIdColumn())
  userId!: number;

  @Column('int')
  challengeId!: number;

  @ManyToOne(() => DailyChallenge, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'challengeId' })
  challenge?: DailyChallenge;

  @Column({ type: 'boolean', default: false })
  completed!: boolean;

  @Column({ type: 'int', nullable: true })
  score!: number | null;

  @Column(timestamp({ default: () => 'now()' }))
  dateAttempted!: Date;
}
