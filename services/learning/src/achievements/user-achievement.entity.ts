import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { timestamp, userIdColumn } from '../database/columns';
import { Achievement } from './achievement.entity';

/** Earned when earnedDate is set; before that the row tracks progress towards the threshold. */
@Entity({ name: 'user_achievements' })
@Unique('UQ_user_achievements_user_achievement', ['userId', 'achievementId'])
export class UserAchievement {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column(userIdColumn())
  userId!: number;

  @Column('int')
  achievementId!: number;

  @ManyToOne(() => Achievement, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'achievementId' })
  achievement?: Achievement;

  @Column(timestamp({ nullable: true }))
  earnedDate!: Date | null;

  @Column({ type: 'int', default: 0 })
  progress!: number;
}
