import { shuffled } from '../questions/random';
import { type ServerQuestionKind } from './question-kind';

/** A prompt and options to choose from. */
export const multipleChoice: ServerQuestionKind<'multiple_choice'> = {
  requiredContent: ['prompt', 'options'],
  publicFields: (question, random) => ({
    prompt: question.prompt ?? '',
    options: shuffled(question.options ?? [], random),
  }),
  grammarErrorOf: null,
};
