import { Flex } from 'antd';
import { hasDraft, spoken, type QuestionKind, type QuestionViewProps } from './question-kind';
import { OptionList } from './parts/option-list';
import { QuestionSentence } from './parts/question-sentence';
import { EMPTY_DRAFT } from '../model/quiz-session';

function MultipleChoice({
  question,
  answer,
  locked,
  feedback,
  onChange,
}: QuestionViewProps<'multiple_choice'>) {
  return (
    <Flex vertical gap={16}>
      <QuestionSentence>{question.prompt}</QuestionSentence>
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

/** Multiple choice: one option answers the prompt. */
export const multipleChoice: QuestionKind<'multiple_choice'> = {
  Component: MultipleChoice,
  initialState: () => EMPTY_DRAFT,
  answerOf: (_question, answer) => answer.draft,
  hasAnswer: (_question, answer) => hasDraft(answer),
  speechText: (question) => spoken(question.prompt, question.instruction),
};
