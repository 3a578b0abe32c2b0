import { Flex, Typography } from 'antd';
import { hasDraft, spoken, type QuestionKind, type QuestionViewProps } from './question-kind';
import { OptionList } from './parts/option-list';
import { QuestionSentence } from './parts/question-sentence';
import { EMPTY_DRAFT } from '../model/quiz-session';

/** The sentence with the chosen option (or a gap) in its blank. */
function FillBlank({ question, answer, locked, feedback, onChange }: QuestionViewProps<'fill_blank'>) {
  const [before, ...rest] = question.sentence.split(/_{3,}/);
  return (
    <Flex vertical gap={16}>
      <QuestionSentence>
        {before}
        <Typography.Text strong underline>
          {answer.draft || '_____'}
        </Typography.Text>
        {rest.join('_____')}
      </QuestionSentence>
      <OptionList
        options={question.options}
        value={answer.draft}
        locked={locked}
        feedback={feedback}
        onChange={(draft) => onChange({ ...answer, draft })}
      />
    </Flex>
  );
}

/** Fill in the blank: one option completes the sentence. */
export const fillBlank: QuestionKind<'fill_blank'> = {
  Component: FillBlank,
  initialState: () => EMPTY_DRAFT,
  answerOf: (_question, answer) => answer.draft,
  hasAnswer: (_question, answer) => hasDraft(answer),
  speechText: (question) => spoken(question.sentence, question.instruction),
};
