import { Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { QUIZ_NAMESPACE } from '../../../i18n';
import { hasDraft, spoken, type QuestionKind, type QuestionViewProps } from './question-kind';
import { QuestionSentence } from './parts/question-sentence';

/** The learner rewrites the sentence without its one mistake. */
function ErrorCorrection({ question, answer, locked, onChange }: QuestionViewProps<'error_correction'>) {
  const { t } = useTranslation(QUIZ_NAMESPACE);
  const id = `correction-${question.id}`;
  return (
    <Flex vertical gap={16}>
      <QuestionSentence>{question.sentence}</QuestionSentence>
      <Form layout="vertical" component="div">
        <Form.Item label={t('quiz.correctionLabel')} htmlFor={id} extra={t('quiz.correctionHelp')}>
          <Input.TextArea
            id={id}
            // The learner corrects an English sentence: grammar content, in English.
            lang="en"
            value={answer.draft}
            disabled={locked}
            autoSize={{ minRows: 2, maxRows: 4 }}
            spellCheck={false}
            onChange={(event) => onChange({ ...answer, draft: event.target.value })}
          />
        </Form.Item>
      </Form>
    </Flex>
  );
}

/** Error correction: the draft starts as the sentence; an answer is an edit of it. */
export const errorCorrection: QuestionKind<'error_correction'> = {
  Component: ErrorCorrection,
  initialState: (question) => ({ draft: question.sentence, placed: [] }),
  answerOf: (_question, answer) => answer.draft,
  draftOf: (_question, answer) => ({ draft: answer, placed: [] }),
  hasAnswer: (question, answer) => hasDraft(answer) && answer.draft.trim() !== question.sentence.trim(),
  speechText: (question) => spoken(question.sentence, question),
};
