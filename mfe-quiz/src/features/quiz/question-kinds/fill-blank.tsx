import { Typography } from 'antd';
import { CHOSEN_OPTION, spoken, type QuestionKind, type QuestionViewProps } from './question-kind';
import { OptionQuestion } from './parts/option-question';

/** The sentence with the chosen option (or a gap) in its blank. */
function FillBlank({ question, ...view }: QuestionViewProps<'fill_blank'>) {
  const [before, ...rest] = question.sentence.split(/_{3,}/);
  const text = (
    <>
      {before}
      <Typography.Text strong underline>
        {view.answer.draft || '_____'}
      </Typography.Text>
      {rest.join('_____')}
    </>
  );
  return <OptionQuestion text={text} options={question.options} {...view} />;
}

/** Fill in the blank: one option completes the sentence. */
export const fillBlank: QuestionKind<'fill_blank'> = {
  Component: FillBlank,
  ...CHOSEN_OPTION,
  speechText: (question) => spoken(question.sentence, question),
};
