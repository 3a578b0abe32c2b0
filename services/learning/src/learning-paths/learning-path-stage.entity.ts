import { type NamedTexts, type Translations } from '../content/content.types';
import { STAGE_THRESHOLD_DEFAULT, type CefrLevel, type GrammarTopic } from '@grammarpath/contracts';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { idList, timestamp } from '../database/columns';
import { LearningPath } from './learning-path.entity';

/** The filter a stage's questions are drawn with; kept so that the ids can be resolved again. */
export interface QuestionSetFilter {
  grammarTopics: GrammarTopic[];
  cefrLevels: CefrLevel[];
}

@Entity({ name: 'learning_path_stages' })
@Index('IDX_learning_path_stages_path_order', ['pathId', 'orderIndex'])
export class LearningPathStage {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 120, unique: true })
  key!: string;

  @Column('int')
  pathId!: number;

  @ManyToOne(() => LearningPath, (path) => path.stages, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'pathId' })
  path?: LearningPath;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  /** HTML; sanitised before rendering. */
  @Column('text')
  description!: string;

  /** Its teaching texts in the other languages (content/translations/), null when none is translated. */
  @Column({ type: 'jsonb', nullable: true })
  translations!: Translations<NamedTexts> | null;

  @Column('int')
  orderIndex!: number;

  @Column({ type: 'jsonb' })
  questionSetFilter!: QuestionSetFilter;

  /** Question ids matching questionSetFilter, resolved when the content is seeded. */
  @Column(idList())
  questionSetIds!: number[];

  @Column(idList())
  resourceIds!: number[];

  /** Percent needed to pass the stage's questions. */
  @Column({ type: 'int', default: STAGE_THRESHOLD_DEFAULT })
  threshold!: number;

  @CreateDateColumn(timestamp())
  createdAt!: Date;

  @UpdateDateColumn(timestamp())
  updatedAt!: Date;
}
