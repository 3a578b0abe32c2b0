import { type ResourceTexts, type Translations } from '../../content/content.types';
import { type DifficultyLevel, type GrammarTopic, type ResourceLink } from '@grammarpath/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { enumColumn, textList, timestamp } from '../../database/columns';

@Entity({ name: 'learning_resources' })
export class LearningResource {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 120, unique: true })
  key!: string;

  @Column({ type: 'varchar', length: 200 })
  title!: string;

  @Column('text')
  content!: string;

  /** Its teaching texts in the other languages (content/translations/), null when none is translated. */
  @Column({ type: 'jsonb', nullable: true })
  translations!: Translations<ResourceTexts> | null;

  @Column({ type: 'varchar', length: 64 })
  category!: string;

  @Column(enumColumn())
  grammarRule!: GrammarTopic;

  @Column(enumColumn(16))
  difficulty!: DifficultyLevel;

  @Column(textList())
  exampleSentences!: string[];

  @Column({ type: 'jsonb', default: () => "'[]'" })
  links!: ResourceLink[];

  @CreateDateColumn(timestamp())
  createdAt!: Date;

  @UpdateDateColumn(timestamp())
  updatedAt!: Date;
}
