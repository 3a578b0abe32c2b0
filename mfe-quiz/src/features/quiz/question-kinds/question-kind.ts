import type { ComponentType } from 'react';
import type {
  CheckAnswerResponse,
  PublicQuestion,
  QuestionOfType,
  QuestionType,
} from '@grammarpath/contracts';
import { EMPTY_DRAFT, type AnswerDraft } from '../model/quiz-session';

/** What a kind's component gets: its question, the draft, and whether the answer is checked. */
export interface QuestionViewProps<T extends QuestionType> {
  question: QuestionOfType<T>;
  answer: AnswerDraft;
  locked: boolean;
  /** The last check's answer (option lists mark the right option and the wrong pick). */
  feedback?: CheckAnswerResponse;
  onChange: (answer: AnswerDraft) => void;
}

/**
 * Everything the quiz knows about one question type. The registry (./registry) holds one per
 * QuestionType, so a new type does not compile until each piece exists.
 */
export interface QuestionKind<T extends QuestionType> {
  /**
   * Renders the question and lets the learner compose an answer. A view with code only it uses is loaded on
   * demand (`onDemand`): `preload` loads it ahead of its question's turn.
   */
  Component: ComponentType<QuestionViewProps<T>> & { preload?: () => Promise<unknown> };
  /** The draft a question starts from. */
  initialState(question: QuestionOfType<T>): AnswerDraft;
  /** The answer sent to the server for a draft. */
  answerOf(question: QuestionOfType<T>, answer: AnswerDraft): string;
  /** The draft that sends this answer: a recorded answer shown again when a quiz is resumed. */
  draftOf(question: QuestionOfType<T>, answer: string): AnswerDraft;
  /** Submit is allowed once this is true. */
  hasAnswer(question: QuestionOfType<T>, answer: AnswerDraft): boolean;
  /** The text read aloud for the question. */
  speechText(question: QuestionOfType<T>): string;
}

/** A typed or chosen answer: something other than blanks. */
export const hasDraft = (answer: AnswerDraft): boolean => answer.draft.trim().length > 0;

/**
 * Question text read aloud (by an English voice, so in English): a blank spoken as "blank"; the English
 * instruction when there is no text.
 */
export function spoken(text: string, question: Pick<PublicQuestion, 'instruction' | 'english'>): string {
  return text.replace(/_{3,}/g, 'blank').trim() || englishInstruction(question);
}

/** The instruction in English, whatever language it was served in (for the English read-aloud voice). */
export const englishInstruction = (question: Pick<PublicQuestion, 'instruction' | 'english'>): string =>
  question.english?.instruction ?? question.instruction;

/** The answer rules of the kinds answered by choosing an option: the chosen option is the answer. */
export const CHOSEN_OPTION = {
  initialState: () => EMPTY_DRAFT,
  answerOf: (_question: unknown, answer: AnswerDraft) => answer.draft,
  draftOf: (_question: unknown, answer: string): AnswerDraft => ({ draft: answer, placed: [] }),
  hasAnswer: (_question: unknown, answer: AnswerDraft) => hasDraft(answer),
};
