import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CheckAnswerResponse } from '@grammarpath/contracts';
import { QUIZ_NAMESPACE } from '../../../../i18n';
import { phoneSize } from '../../hooks/phone-layout';
import { OptionCard } from './option-card';

interface OptionListProps {
  options: readonly string[];
  value: string;
  locked: boolean;
  feedback?: CheckAnswerResponse;
  onChange: (value: string) => void;
}

/** A, B, C… for the option at `index`. */
export const optionLetter = (index: number): string => String.fromCharCode(65 + index);

/**
 * One option out of several, each a large card; once checked, the options stay readable (full-contrast text,
 * not the greyed text of a disabled radio), and the right option and the learner's pick are marked in
 * colour, icon and words.
 */
export function OptionList({ options, value, locked, feedback, onChange }: OptionListProps) {
  const { t } = useTranslation(QUIZ_NAMESPACE);
  // The right option: the pick when it was right, else the one revealed (none while practice tries remain).
  const rightOption = feedback ? (feedback.isCorrect ? value : feedback.correctAnswer) : '';
  return (
    <Radio.Group
      aria-label={t('quiz.chooseAnswer')}
      value={value || undefined}
      disabled={locked}
      onChange={(event) => onChange(String(event.target.value))}
      style={{ display: 'flex', flexDirection: 'column', gap: phoneSize(12, 8), width: '100%' }}
    >
      {options.map((option, index) => {
        const isRight = !!feedback && option === rightOption;
        const isPick = !!feedback && option === value;
        const isWrongPick = isPick && !feedback?.isCorrect;
        return (
          <OptionCard
            key={option}
            option={option}
            letter={optionLetter(index)}
            selected={option === value}
            mark={isRight ? 'right' : isWrongPick ? 'wrong-pick' : undefined}
            isPick={isPick}
            locked={locked}
          />
        );
      })}
    </Radio.Group>
  );
}
