import { Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { QUIZ_NAMESPACE } from '../../../i18n';
import type { QuestionViewProps } from './question-kind';
import { QuestionSentence } from './parts/question-sentence';

/** The learner rewrites the sentence without its one mistake. */
export function ErrorCorrectionView({
  question,
  answer,
  locked,
  onChange,
}: QuestionViewProps<'error_correction'>) {
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
