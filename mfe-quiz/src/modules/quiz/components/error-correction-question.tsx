import { Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PublicQuestion } from '@grammarpath/contracts';
import { QUIZ_NAMESPACE } from '../../../i18n/quiz-translations';

interface ErrorCorrectionQuestionProps {
  question: PublicQuestion;
  value: string;
  locked: boolean;
  onChange: (value: string) => void;
}

/** Error correction: the learner rewrites the sentence without its one mistake. */
export function ErrorCorrectionQuestion({ question, value, locked, onChange }: ErrorCorrectionQuestionProps) {
  const { t } = useTranslation(QUIZ_NAMESPACE);
  const id = `correction-${question.id}`;
  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph style={{ fontSize: 20 }} data-testid="question-sentence" lang="en">
        {question.sentence}
      </Typography.Paragraph>
      <Form layout="vertical" component="div">
        <Form.Item label={t('quiz.correctionLabel')} htmlFor={id} extra={t('quiz.correctionHelp')}>
          <Input.TextArea
            id={id}
            // The learner corrects an English sentence: grammar content, in English.
            lang="en"
            value={value}
            disabled={locked}
            autoSize={{ minRows: 2, maxRows: 4 }}
            spellCheck={false}
            onChange={(event) => onChange(event.target.value)}
          />
        </Form.Item>
      </Form>
    </Flex>
  );
}
