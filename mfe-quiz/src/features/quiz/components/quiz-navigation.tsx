import type { Ref } from 'react';
import { Button, Flex } from 'antd';
import { ArrowLeftOutlined, ArrowRightOutlined, HomeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { QUIZ_NAMESPACE } from '../../../i18n';

interface QuizNavigationProps {
  isFirst: boolean;
  isLast: boolean;
  /** The current question's answer is final: Next (or Finish) becomes the primary action. */
  answered: boolean;
  nextRef: Ref<HTMLButtonElement>;
  onPrevious: () => void;
  onHome: () => void;
  onNext: () => void;
}

/** Previous, Return to Home, and Next Question (Finish Quiz on the last question). */
export function QuizNavigation({
  isFirst,
  isLast,
  answered,
  nextRef,
  onPrevious,
  onHome,
  onNext,
}: QuizNavigationProps) {
  const { t } = useTranslation(QUIZ_NAMESPACE);
  return (
    <Flex justify="space-between" wrap gap={8}>
      <Button icon={<ArrowLeftOutlined aria-hidden />} disabled={isFirst} onClick={onPrevious}>
        {t('quiz.previous')}
      </Button>
      <Button icon={<HomeOutlined aria-hidden />} onClick={onHome}>
        {t('quiz.returnHome')}
      </Button>
      <Button
        ref={nextRef}
        type={answered ? 'primary' : 'default'}
        onClick={onNext}
        icon={isLast ? undefined : <ArrowRightOutlined aria-hidden />}
        iconPlacement="end"
      >
        {isLast ? t('quiz.finish') : t('quiz.next')}
      </Button>
    </Flex>
  );
}
