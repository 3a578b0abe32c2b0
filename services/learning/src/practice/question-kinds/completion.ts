import { shuffled } from '../questions/random';
import { type ServerQuestionKind } from './question-kind';

/** The start of a sentence, and options to complete it. */
export const completion: ServerQuestionKind<'completion'> = {
  requiredContent: ['sentenceStart', 'options'],
  publicFields: (question, random) => ({
    sentenceStart: question.sentenceStart ?? '',
    options: shuffled(question.options ?? [], random),
  }),
  grammarErrorOf: null,
};
