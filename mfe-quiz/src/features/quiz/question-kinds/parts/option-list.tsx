import { Flex, Radio, Tag, theme } from 'antd';
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

/**
 * One option out of several; once checked, the options stay readable (full-contrast text, not the greyed
 * text of a disabled radio), and the right option and the learner's pick are marked in colour, icon and words.
 */
export function OptionList({ options, value, locked, feedback, onChange }: OptionListProps) {
  const { t } = useTranslation(QUIZ_NAMESPACE);
  const { token } = theme.useToken();
  // The right option: the pick when it was right, else the one revealed (none while practice tries remain).
  const rightOption = feedback ? (feedback.isCorrect ? value : feedback.correctAnswer) : '';
  return (
    <Radio.Group
      aria-label={t('quiz.chooseAnswer')}
      value={value || undefined}
      disabled={locked}
      onChange={(event) => onChange(String(event.target.value))}
      style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
    >
      {options.map((option) => {
        const isRight = !!feedback && option === rightOption;
        const isPick = !!feedback && option === value;
        const isWrongPick = isPick && !feedback?.isCorrect;
        const marked = isRight || isWrongPick;
        return (
          <Radio
            key={option}
            value={option}
            data-option-state={isRight ? 'right' : isWrongPick ? 'wrong-pick' : undefined}
            style={{
              fontSize: 16,
              ...(locked && marked
                ? {
                    padding: '4px 8px',
                    borderRadius: token.borderRadius,
                    border: `1px solid ${isRight ? token.colorSuccessBorder : token.colorErrorBorder}`,
                    background: isRight ? token.colorSuccessBg : token.colorErrorBg,
                  }
                : {}),
            }}
          >
            <Flex gap={8} align="center" wrap style={{ color: token.colorText }}>
              <span lang="en" style={isPick ? { fontWeight: 600 } : undefined}>
                {option}
              </span>
              {isRight && <CheckCircleFilled style={{ color: token.colorSuccess }} aria-hidden />}
              {isWrongPick && <CloseCircleFilled style={{ color: token.colorError }} aria-hidden />}
              {isPick && (
                <Tag variant="filled" style={{ color: token.colorText, marginInlineEnd: 0 }}>
                  {t('quiz.yourAnswer')}
                </Tag>
              )}
              {isRight && !isPick && (
                <Tag variant="filled" style={{ color: token.colorText, marginInlineEnd: 0 }}>
                  {t('quiz.rightAnswer')}
                </Tag>
              )}
            </Flex>
          </Radio>
        );
      })}
    </Radio.Group>
  );
}
