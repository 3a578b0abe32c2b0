import { CHOSEN_OPTION, spoken, type QuestionKind, type QuestionViewProps } from './question-kind';
import { OptionQuestion } from './parts/option-question';

function MultipleChoice({ question, ...view }: QuestionViewProps<'multiple_choice'>) {
  return <OptionQuestion text={question.prompt} options={question.options} {...view} />;
}

/** Multiple choice: one option answers the prompt. */
export const multipleChoice: QuestionKind<'multiple_choice'> = {
  Component: MultipleChoice,
  ...CHOSEN_OPTION,
  speechText: (question) => spoken(question.prompt, question.instruction),
};
