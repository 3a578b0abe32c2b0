import { shuffled } from '../questions/random';
import { type ServerQuestionKind } from './question-kind';

/** A sentence with one blank, and options to fill it. */
export const fillBlank: ServerQuestionKind<'fill_blank'> = {
  requiredContent: ['sentence', 'options'],
  publicFields: (question, random) => ({
    sentence: question.sentence ?? '',
    options: shuffled(question.options ?? [], random),
  }),
  grammarErrorOf: null,
};
