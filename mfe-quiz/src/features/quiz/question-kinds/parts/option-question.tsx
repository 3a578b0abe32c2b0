import type { ReactNode } from 'react';
import { Flex } from 'antd';
import type { QuestionViewProps } from '../question-kind';
import { OptionList } from './option-list';
import { QuestionSentence } from './question-sentence';

/** A question answered by choosing one of its options: its text above the option list. */
export function OptionQuestion({
  text,
  textMarksOwnLanguage = false,
  options,
  answer,
  locked,
  feedback,
  onChange,
}: { text: ReactNode; textMarksOwnLanguage?: boolean; options: string[] } & Omit<
  QuestionViewProps<'fill_blank'>,
  'question'
>) {
  return (
    <Flex vertical gap={16}>
      <QuestionSentence marksOwnLanguage={textMarksOwnLanguage}>{text}</QuestionSentence>
      <OptionList
        options={options}
        value={answer.draft}
        locked={locked}
        feedback={feedback}
        onChange={(draft) => onChange({ ...answer, draft })}
      />
    </Flex>
  );
}
