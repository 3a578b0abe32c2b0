import { Flex } from 'antd';
import { hasDraft, spoken, type QuestionKind, type QuestionViewProps } from './question-kind';
import { OptionList } from './parts/option-list';
import { QuestionSentence } from './parts/question-sentence';
import { EMPTY_DRAFT } from '../model/quiz-session';

function Completion({ question, answer, locked, feedback, onChange }: QuestionViewProps<'completion'>) {
  return (
    <Flex vertical gap={16}>
      <QuestionSentence>{question.sentenceStart} …</QuestionSentence>
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

/** Completion: one option ends the sentence. */
export const completion: QuestionKind<'completion'> = {
  Component: Completion,
  initialState: () => EMPTY_DRAFT,
  answerOf: (_question, answer) => answer.draft,
  hasAnswer: (_question, answer) => hasDraft(answer),
  speechText: (question) => spoken(question.sentenceStart, question.instruction),
};
