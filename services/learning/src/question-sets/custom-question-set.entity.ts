import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { idList, timestamp, userIdColumn } from '../database/columns';

@Entity({ name: 'custom_question_sets' })
@Index('IDX_custom_question_sets_creator', ['creatorId'])
export class CustomQuestionSet {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column(userIdColumn())
  creatorId!: number;

  @Column({ type: 'varchar', length: 200 })
  title!: string;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({ type: 'boolean', default: false })
  isPublic!: boolean;

  @Column(idList())
  questionIds!: number[];

  @CreateDateColumn(timestamp())
  createdAt!: Date;

  @UpdateDateColumn(timestamp())
  updatedAt!: Date;
}
