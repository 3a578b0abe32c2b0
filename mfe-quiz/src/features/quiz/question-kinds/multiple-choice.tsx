import { TeachingText } from '@grammarpath/platform/ui';
import { CHOSEN_OPTION, spoken, type QuestionKind, type QuestionViewProps } from './question-kind';
import { OptionQuestion } from './parts/option-question';

/** The prompt is a teaching text ("Which sentence is correct?"): in the learner's language when translated. */
function MultipleChoice({ question, ...view }: QuestionViewProps<'multiple_choice'>) {
  return (
    <OptionQuestion
      text={<TeachingText text={question.prompt} english={question.english?.prompt} />}
      textMarksOwnLanguage
      options={question.options}
      {...view}
    />
  );
}

/** Multiple choice: one option answers the prompt. */
export const multipleChoice: QuestionKind<'multiple_choice'> = {
  Component: MultipleChoice,
  ...CHOSEN_OPTION,
  speechText: (question) => spoken(question.english?.prompt ?? question.prompt, question),
};
