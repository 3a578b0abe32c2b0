import { Flex, Radio, theme } from 'antd';
import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CheckAnswerResponse } from '@grammarpath/contracts';
import { QUIZ_NAMESPACE } from '../../../../i18n';

interface OptionListProps {
  options: readonly string[];
  value: string;
  locked: boolean;
  feedback?: CheckAnswerResponse;
  onChange: (value: string) => void;
}

/** One option out of several; once checked, the right option and a wrong pick are marked. */
export function OptionList({ options, value, locked, feedback, onChange }: OptionListProps) {
  const { t } = useTranslation(QUIZ_NAMESPACE);
  const { token } = theme.useToken();
  const showCorrect = feedback && (feedback.isCorrect || feedback.correctAnswer);
  return (
    <Radio.Group
      aria-label={t('quiz.chooseAnswer')}
      value={value || undefined}
      disabled={locked}
      onChange={(event) => onChange(String(event.target.value))}
      style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
    >
      {options.map((option) => {
        const isRight = showCorrect && option === feedback?.correctAnswer;
        const isWrongPick = feedback && !feedback.isCorrect && option === value;
        return (
          <Radio key={option} value={option} style={{ fontSize: 16 }}>
            <Flex gap={8} align="center">
              <span lang="en">{option}</span>
              {isRight && <CheckCircleFilled style={{ color: token.colorSuccess }} aria-hidden />}
              {isWrongPick && <CloseCircleFilled style={{ color: token.colorError }} aria-hidden />}
            </Flex>
          </Radio>
        );
      })}
    </Radio.Group>
  );
}
