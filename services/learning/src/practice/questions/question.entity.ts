import { type QuestionTexts, type Translations } from '../../content/content.types';
import {
  CEFR_LEVELS,
  DIFFICULTY_LEVELS,
  QUESTION_TYPES,
  type Category,
  type CefrLevel,
  type DifficultyLevel,
  type GrammarTopic,
  type QuestionType,
  type ResourceLink,
} from '@grammarpath/contracts';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { enumColumn, oneOf, optionalTextList, textList, timestamp } from '../../database/columns';

export interface QuestionExamples {
  correct: string;
  incorrect: string;
}

@Entity({ name: 'questions' })
@Check('CHK_questions_type', oneOf('type', QUESTION_TYPES))
@Check('CHK_questions_difficulty', oneOf('difficultyLevel', DIFFICULTY_LEVELS))
@Check('CHK_questions_cefr', oneOf('cefrLevel', CEFR_LEVELS))
@Index('IDX_questions_level_type', ['difficultyLevel', 'cefrLevel', 'type'])
@Index('IDX_questions_updated_at', ['updatedAt'])
// A GIN index on grammarTopics, created by the migration; TypeORM cannot describe GIN indexes.
@Index('IDX_questions_grammar_topics', { synchronize: false })
export class Question {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 120, unique: true })
  key!: string;

  @Column(enumColumn())
  type!: QuestionType;

  @Column(enumColumn(16))
  difficultyLevel!: DifficultyLevel;

  @Column({ ...enumColumn(2), nullable: true })
  cefrLevel!: CefrLevel | null;

  @Column({ ...enumColumn(), default: 'general' })
  category!: Category;

  @Column(textList())
  grammarTopics!: GrammarTopic[];

  @Column('text')
  instruction!: string;

  /** fill_blank (with one '_____') and error_correction. */
  @Column({ type: 'text', nullable: true })
  sentence!: string | null;

  /** completion. */
  @Column({ type: 'text', nullable: true })
  sentenceStart!: string | null;

  /** multiple_choice. */
  @Column({ type: 'text', nullable: true })
  prompt!: string | null;

  /** rearrange: the scrambled tokens. */
  @Column(optionalTextList())
  words!: string[] | null;

  @Column(optionalTextList())
  options!: string[] | null;

  @Column('text')
  correctAnswer!: string;

  @Column(optionalTextList())
  acceptedAnswers!: string[] | null;

  /** For each wrong option, the rule it breaks. */
  @Column({ type: 'jsonb', nullable: true })
  optionNotes!: Record<string, string> | null;

  @Column({ type: 'text', nullable: true })
  errorNote!: string | null;

  @Column('text')
  explanation!: string;

  @Column({ type: 'text', nullable: true })
  detailedExplanation!: string | null;

  @Column({ type: 'jsonb', nullable: true })
  examples!: QuestionExamples | null;

  @Column({ type: 'jsonb', nullable: true })
  resourceLinks!: ResourceLink[] | null;

  @Column({ type: 'text', nullable: true })
  audioUrl!: string | null;

  /** Its teaching texts in the other languages (content/translations/), null when none is translated. */
  @Column({ type: 'jsonb', nullable: true })
  translations!: Translations<QuestionTexts> | null;

  @CreateDateColumn(timestamp())
  createdAt!: Date;

  @UpdateDateColumn(timestamp())
  updatedAt!: Date;
}
