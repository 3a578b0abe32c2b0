import { type ContentTranslations } from '@grammarpath/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'badges' })
export class Badge {
  @PrimaryGeneratedColumn()
  id!: number;

  /** Stable content key; the seed upserts by it. */
  @Column({ type: 'varchar', length: 120, unique: true })
  key!: string;

  @Column({ type: 'varchar', length: 120, unique: true })
  name!: string;

  @Column('text')
  description!: string;

  @Column({ type: 'text', nullable: true })
  iconPath!: string | null;

  /** JSON of the content's criteria: {"metric", "threshold", "metricParams"?}. */
  @Column({ type: 'text', nullable: true })
  criteria!: string | null;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  translations!: ContentTranslations;
}
