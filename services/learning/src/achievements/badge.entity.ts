import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'badges' })
export class Badge {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 120, unique: true })
  name!: string;

  @Column('text')
  description!: string;

  @Column({ type: 'text', nullable: true })
  iconPath!: string | null;

  @Column({ type: 'text', nullable: true })
  criteria!: string | null;
}
