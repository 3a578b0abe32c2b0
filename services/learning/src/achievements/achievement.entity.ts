import {
  type AchievementMetric,
  type AchievementMetricParams,
  type AchievementRarity,
  type AchievementType,
  type ContentTranslations,
} from '@grammarpath/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { enumColumn } from '../database/columns';

@Entity({ name: 'achievements' })
export class Achievement {
  @PrimaryGeneratedColumn()
  id!: number;

  /** Stable content key (e.g. `streak-7`); the seed upserts by it. */
  @Column({ type: 'varchar', length: 120, unique: true })
  key!: string;

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

  /** What the achievement engine counts (content README, metric list). */
  @Column(enumColumn(48))
  metric!: AchievementMetric;

  @Column({ type: 'jsonb', nullable: true })
  metricParams!: AchievementMetricParams | null;

  /** Name and description in ja, vi and zh; English is name and description. */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  translations!: ContentTranslations;
}
