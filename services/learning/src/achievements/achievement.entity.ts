import { type AchievementRarity, type AchievementType } from '@grammarpath/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { enumColumn } from '../database/columns';

@Entity({ name: 'achievements' })
export class Achievement {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 120, unique: true })
  name!: string;

  @Column('text')
  description!: string;

  @Column(enumColumn())
  type!: AchievementType;

  @Column('int')
  threshold!: number;

  @Column({ type: 'int', default: 0 })
  points!: number;

  @Column({ type: 'text', nullable: true })
  iconPath!: string | null;

  @Column({ ...enumColumn(16), default: 'common' })
  rarity!: AchievementRarity;
}
