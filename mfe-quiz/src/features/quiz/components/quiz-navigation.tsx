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
  /** False on a phone, where Next (Finish) is the answer bar's action. */
  showNext?: boolean;
  /** Next's class: the frame's wide-only class while the viewport is unknown. */
  nextClassName?: string;
  nextRef: Ref<HTMLButtonElement>;
  onPrevious: () => void;
  onHome: () => void;
  onNext: () => void;
}

/** Previous, Return to Home, and Next Question (Finish Quiz on the last question; a phone's is in the answer bar). */
export function QuizNavigation({
  isFirst,
  isLast,
  answered,
  showNext = true,
  nextClassName,
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
      {showNext && (
        <Button
          ref={nextRef}
          className={nextClassName}
          type={answered ? 'primary' : 'default'}
          onClick={onNext}
          icon={isLast ? undefined : <ArrowRightOutlined aria-hidden />}
          iconPlacement="end"
        >
          {isLast ? t('quiz.finish') : t('quiz.next')}
        </Button>
      )}
    </Flex>
  );
}
