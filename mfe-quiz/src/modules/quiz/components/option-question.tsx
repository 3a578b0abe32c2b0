import { Flex, Radio, Typography } from 'antd';
import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CheckAnswerResponse, PublicQuestion } from '@grammarpath/contracts';
import { QUIZ_NAMESPACE } from '../../../i18n/quiz-translations';

interface OptionQuestionProps {
  question: PublicQuestion;
  value: string;
  locked: boolean;
  feedback?: CheckAnswerResponse;
  onChange: (value: string) => void;
}

/** The sentence of a fill-in-the-blank question with the chosen option (or a gap) in the blank. */
function SentenceWithBlank({ sentence, value }: { sentence: string; value: string }) {
  const [before, ...rest] = sentence.split(/_{3,}/);
  return (
    <Typography.Paragraph style={{ fontSize: 20 }} data-testid="question-sentence" lang="en">
      {before}
      <Typography.Text strong underline>
        {value || '_____'}
      </Typography.Text>
      {rest.join('_____')}
    </Typography.Paragraph>
  );
}

/** Fill in the blank, completion and multiple choice: one option out of several. */
export function OptionQuestion({ question, value, locked, feedback, onChange }: OptionQuestionProps) {
  const { t } = useTranslation(QUIZ_NAMESPACE);
  const showCorrect = feedback && (feedback.isCorrect || feedback.correctAnswer);
  return (
    <Flex vertical gap={16}>
      {question.type === 'fill_blank' && question.sentence && (
        <SentenceWithBlank sentence={question.sentence} value={value} />
      )}
      {question.type === 'completion' && question.sentenceStart && (
        <Typography.Paragraph style={{ fontSize: 20 }} data-testid="question-sentence" lang="en">
          {question.sentenceStart} …
        </Typography.Paragraph>
      )}
      {question.type === 'multiple_choice' && question.prompt && (
        <Typography.Paragraph style={{ fontSize: 20 }} data-testid="question-sentence" lang="en">
          {question.prompt}
        </Typography.Paragraph>
      )}
      <Radio.Group
        aria-label={t('quiz.chooseAnswer')}
        value={value || undefined}
        disabled={locked}
        onChange={(event) => onChange(String(event.target.value))}
        style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
      >
        {(question.options ?? []).map((option) => {
          const isRight = showCorrect && option === feedback?.correctAnswer;
          const isWrongPick = feedback && !feedback.isCorrect && option === value;
          return (
            <Radio key={option} value={option} style={{ fontSize: 16 }}>
              <Flex gap={8} align="center">
                <span lang="en">{option}</span>
                {isRight && <CheckCircleFilled style={{ color: '#52c41a' }} aria-hidden />}
                {isWrongPick && <CloseCircleFilled style={{ color: '#ff4d4f' }} aria-hidden />}
              </Flex>
            </Radio>
          );
        })}
      </Radio.Group>
    </Flex>
  );
}
