import type { Category, CefrLevel, DifficultyLevel, GrammarTopic, QuestionType } from './enums';
import type { EnglishOriginals } from './teaching-texts';

export interface ResourceLink {
  title: string;
  url: string;
}

/** What every question carries, whatever its kind. */
interface QuestionBase<T extends QuestionType> {
  id: number;
  type: T;
  difficultyLevel: DifficultyLevel;
  cefrLevel: CefrLevel | null;
  category: Category;
  grammarTopics: GrammarTopic[];
  /** In the language asked for, else English (as `prompt`). */
  instruction: string;
  resourceLinks?: ResourceLink[];
  audioUrl?: string;
  /** The English of the instruction and prompt when they came translated. */
  english?: EnglishOriginals<'instruction' | 'prompt'>;
}

/** A sentence with one '_____', and options to fill it (in a shuffled order). */
export interface FillBlankQuestion extends QuestionBase<'fill_blank'> {
  sentence: string;
  options: string[];
}

/** Tokens, scrambled, to put in order. */
export interface RearrangeQuestion extends QuestionBase<'rearrange'> {
  words: string[];
}

/** The start of a sentence, and options to complete it (in a shuffled order). */
export interface CompletionQuestion extends QuestionBase<'completion'> {
  sentenceStart: string;
  options: string[];
}

/** A sentence with one mistake, to type corrected. */
export interface ErrorCorrectionQuestion extends QuestionBase<'error_correction'> {
  sentence: string;
}

/** A prompt and options to choose from (in a shuffled order). */
export interface MultipleChoiceQuestion extends QuestionBase<'multiple_choice'> {
  prompt: string;
  options: string[];
}

/**
 * A question as the browser gets it: never its answers, notes or explanations. One member per
 * QuestionType: a new type does not compile until it has its own shape here.
 */
export type PublicQuestion =
  | FillBlankQuestion
  | RearrangeQuestion
  | CompletionQuestion
  | ErrorCorrectionQuestion
  | MultipleChoiceQuestion;

/** The question shape of one type. */
export type QuestionOfType<T extends QuestionType> = Extract<PublicQuestion, { type: T }>;

type EveryTypeHasAShape = QuestionType extends PublicQuestion['type'] ? true : never;
export const EVERY_TYPE_HAS_A_SHAPE: EveryTypeHasAShape = true;

/** The option texts a question offers, or none (rearrange, error correction). */
export function optionsOf(question: PublicQuestion): readonly string[] {
  return 'options' in question ? question.options : [];
}

/** The text a question is about: its sentence, sentence start or prompt. */
export function questionTextOf(question: PublicQuestion): string {
  switch (question.type) {
    case 'fill_blank':
    case 'error_correction':
      return question.sentence;
    case 'completion':
      return question.sentenceStart;
    case 'multiple_choice':
      return question.prompt;
    case 'rearrange':
      return '';
  }
}
