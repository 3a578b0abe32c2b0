import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { idList } from '../../database/columns';

/** One challenge a day, the same for every learner. */
@Entity({ name: 'daily_challenges' })
export class DailyChallenge {
  @PrimaryGeneratedColumn()
  id!: number;

  /** ISO date (YYYY-MM-DD). */
  @Column({ type: 'date', unique: true })
  date!: string;

  @Column(idList())
  questionIds!: number[];

  @Column({ type: 'varchar', length: 200 })
  title!: string;

  @Column({ type: 'text', default: '' })
  description!: string;
}
