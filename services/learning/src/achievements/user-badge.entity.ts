import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { timestamp, userIdColumn } from '../database/columns';
import { Badge } from './badge.entity';

@Entity({ name: 'user_badges' })
@Unique('UQ_user_badges_user_badge', ['userId', 'badgeId'])
export class UserBadge {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column(userIdColumn())
  userId!: number;

  @Column('int')
  badgeId!: number;

  @ManyToOne(() => Badge, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'badgeId' })
  badge?: Badge;

  @Column(timestamp({ default: () => 'now()' }))
  dateEarned!: Date;
}
