import {
  type Category,
  type CefrLevel,
  type DifficultyLevel,
  type GrammarTopic,
  type QuestionType,
  type TranslatedLanguage,
} from '@grammarpath/contracts';

/** An item's teaching texts in the other languages (content/translations/), each text optional. */
export type Translations<Texts> = Partial<Record<TranslatedLanguage, Partial<Texts>>>;

/** The shapes of the content files (content/README.md and the header of content/validate.mjs). */
export interface QuestionContent {
  key: string;
  type: QuestionType;
  difficultyLevel: DifficultyLevel;
  cefrLevel?: CefrLevel;
  category?: Category;
  grammarTopics: GrammarTopic[];
  instruction: string;
  sentence?: string;
  sentenceStart?: string;
  prompt?: string;
  words?: string[];
  options?: string[];
  correctAnswer: string;
  acceptedAnswers?: string[];
  optionNotes?: Record<string, string>;
  errorNote?: string;
  explanation: string;
  detailedExplanation?: string;
  examples?: { correct: string; incorrect: string };
  resourceLinks?: { title: string; url: string }[];
  audioUrl?: string;
  translations?: Translations<QuestionTexts>;
}

/** The teaching texts of a question; the English being taught (sentence, options, examples) is not one. */
export type QuestionTexts = Pick<
  Required<QuestionContent>,
  'instruction' | 'prompt' | 'explanation' | 'detailedExplanation' | 'errorNote' | 'optionNotes'
>;

export interface QuestionFile {
  topic: GrammarTopic;
  questions: QuestionContent[];
}

export interface ResourceContent {
  key: string;
  title: string;
  content: string;
  category: string;
  grammarRule: GrammarTopic;
  difficulty: DifficultyLevel;
  exampleSentences?: string[];
  links?: { title: string; url: string }[];
  translations?: Translations<ResourceTexts>;
}

export type ResourceTexts = Pick<ResourceContent, 'title' | 'content'>;

export interface QuestionSetContent {
  grammarTopics: GrammarTopic[];
  /** Empty or absent: every level. */
  cefrLevels?: CefrLevel[];
}

export interface StageContent {
  key: string;
  name: string;
  /** HTML. */
  description: string;
  questionSet: QuestionSetContent;
  /** Resource keys. */
  resources?: string[];
  threshold?: number;
  translations?: Translations<NamedTexts>;
}

/** A path's or a stage's teaching texts (a stage's description is its HTML lesson). */
export type NamedTexts = { name: string; description: string };

export interface PathContent {
  key: string;
  name: string;
  description: string;
  difficultyLevel: DifficultyLevel;
  cefrLevel?: CefrLevel;
  targetGrammarTopics?: GrammarTopic[];
  /** Minutes. */
  estimatedCompletionTime?: number;
  /** Path keys. */
  prerequisites?: string[];
  stages: StageContent[];
  translations?: Translations<NamedTexts>;
}

export interface LearningContent {
  questions: QuestionContent[];
  resources: ResourceContent[];
  paths: PathContent[];
}
