import {
  type Category,
  type CefrLevel,
  type DifficultyLevel,
  type GrammarTopic,
  type QuestionType,
} from '@grammarpath/contracts';

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
}

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
}

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
}

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
}

export interface LearningContent {
  questions: QuestionContent[];
  resources: ResourceContent[];
  paths: PathContent[];
}
