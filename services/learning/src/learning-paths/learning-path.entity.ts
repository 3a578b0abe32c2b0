import { type NamedTexts, type Translations } from '../content/content.types';
import {
  CEFR_LEVELS,
  DEFAULT_PATH_MINUTES,
  DIFFICULTY_LEVELS,
  type CefrLevel,
  type DifficultyLevel,
  type GrammarTopic,
} from '@grammarpath/contracts';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { enumColumn, idList, oneOf, textList, timestamp } from '../database/columns';
import { LearningPathStage } from './learning-path-stage.entity';

@Entity({ name: 'learning_paths' })
@Check('CHK_learning_paths_difficulty', oneOf('difficultyLevel', DIFFICULTY_LEVELS))
@Check('CHK_learning_paths_cefr', oneOf('cefrLevel', CEFR_LEVELS))
export class LearningPath {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 120, unique: true })
  key!: string;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Column('text')
  description!: string;

  /** Its teaching texts in the other languages (content/translations/), null when none is translated. */
  @Column({ type: 'jsonb', nullable: true })
  translations!: Translations<NamedTexts> | null;

  @Column(enumColumn(16))
  difficultyLevel!: DifficultyLevel;

  @Column({ ...enumColumn(2), nullable: true })
  cefrLevel!: CefrLevel | null;

  @Column(textList())
  targetGrammarTopics!: GrammarTopic[];

  /** Minutes. */
  @Column({ type: 'int', default: DEFAULT_PATH_MINUTES })
  estimatedCompletionTime!: number;

  /** Ids of the paths to finish first. */
  @Column(idList())
  prerequisitePaths!: number[];

  @OneToMany(() => LearningPathStage, (stage) => stage.path)
  stages?: LearningPathStage[];

  @CreateDateColumn(timestamp())
  createdAt!: Date;

  @UpdateDateColumn(timestamp())
  updatedAt!: Date;
}
