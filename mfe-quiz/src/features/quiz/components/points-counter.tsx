import { useRef } from 'react';
import { Flex, Typography, theme } from 'antd';
import { StarFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@grammarpath/platform';
import { QUIZ_NAMESPACE } from '../../../i18n';
import { useCelebration } from '../hooks/use-celebration';

export interface PointsCounterProps {
  /** The points earned in this quiz so far. */
  points: number;
  /** The points the question shown has just earned, with the check they came from (none: no "+N"). */
  earned?: { seq: number; points: number };
}

/**
 * The running points of the quiz and, when the answer just checked earned some, a "+N" that pops in
 * beside them. Screen readers hear the "+N" once, politely, and nothing else of the counter.
 */
export function PointsCounter({ points, earned }: PointsCounterProps) {
  const { t } = useTranslation(QUIZ_NAMESPACE);
  const { token } = theme.useToken();
  const plusRef = useRef<HTMLSpanElement>(null);
  const shown = earned && earned.points > 0 ? earned : undefined;
  useCelebration(plusRef, shown?.seq, 'pop');
  return (
    <Flex gap={6} align="center" data-testid="quiz-points" data-points={points}>
      <StarFilled aria-hidden style={{ color: token.colorWarning }} />
      <Typography.Text strong>{t('player.points', { count: points })}</Typography.Text>
      {shown && (
        <span
          ref={plusRef}
          aria-hidden
          data-testid="points-earned"
          style={{
            display: 'inline-block',
            padding: '0 8px',
            borderRadius: token.borderRadiusSM,
            border: `1px solid ${token.colorSuccessBorder}`,
            background: token.colorSuccessBg,
            color: token.colorText,
            fontWeight: 600,
          }}
        >
          {t('player.earned', { count: shown.points })}
        </span>
      )}
      <span role="status">
        <VisuallyHidden>
          {shown ? t('player.earnedAnnouncement', { count: shown.points, total: points }) : ''}
        </VisuallyHidden>
      </span>
    </Flex>
  );
}
