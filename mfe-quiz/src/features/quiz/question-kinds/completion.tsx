import { CHOSEN_OPTION, spoken, type QuestionKind, type QuestionViewProps } from './question-kind';
import { OptionQuestion } from './parts/option-question';

function Completion({ question, ...view }: QuestionViewProps<'completion'>) {
  return <OptionQuestion text={`${question.sentenceStart} …`} options={question.options} {...view} />;
}

/** Completion: one option ends the sentence. */
export const completion: QuestionKind<'completion'> = {
  Component: Completion,
  ...CHOSEN_OPTION,
  speechText: (question) => spoken(question.sentenceStart, question),
};
