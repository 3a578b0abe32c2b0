import { useRef, type Ref } from 'react';
import { Button, Flex, theme } from 'antd';
import { useBottomBarRoom } from '@grammarpath/platform';
import type { CheckAnswerResponse } from '@grammarpath/contracts';
import { useCelebration } from '../hooks/use-celebration';
import { AnswerVerdict } from './answer-verdict';

/** The one thing to do next with the answer: check it, try again, or move on. */
export interface AnswerAction {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  loading?: boolean;
}

export interface AnswerBarProps {
  action: AnswerAction;
  /** The action button's element: focus moves to it after a check (Try Again, or Next / Finish). */
  actionRef?: Ref<HTMLButtonElement>;
  /** The last check of the question shown, once there is one. */
  feedback?: CheckAnswerResponse;
  canRetry: boolean;
  reveal: boolean;
  /** Changes on each correct check: the verdict's checkmark pops. */
  celebrate?: number;
  className?: string;
}

/**
 * On a phone, the answer's action in a bar fixed to the bottom of the viewport (above the home indicator):
 * a full-width button, with the short verdict above it once the answer is checked, coloured by outcome.
 * Its height is published to the frame (useBottomBarRoom), which lifts its floating buttons and keeps room
 * below the footer, so that the bar covers nothing and nothing covers it.
 */
export function AnswerBar({
  action,
  actionRef,
  feedback,
  canRetry,
  reveal,
  celebrate,
  className,
}: AnswerBarProps) {
  const { token } = theme.useToken();
  const barRef = useRef<HTMLDivElement>(null);
  const checkRef = useRef<HTMLSpanElement>(null);
  useBottomBarRoom(barRef);
  useCelebration(checkRef, celebrate, 'pop');
  const outcome = feedback ? (feedback.isCorrect ? 'correct' : 'incorrect') : undefined;
  return (
    <div
      ref={barRef}
      className={className}
      data-testid="answer-bar"
      data-outcome={outcome}
      style={{
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        // Over the page, under the frame's floating buttons (900, lifted above it) and dialogs (1000).
        zIndex: 850,
        padding: '12px 16px calc(12px + env(safe-area-inset-bottom, 0px))',
        background:
          outcome === 'correct'
            ? token.colorSuccessBg
            : outcome === 'incorrect'
              ? token.colorErrorBg
              : token.colorBgElevated,
        borderTop: `2px solid ${
          outcome === 'correct'
            ? token.colorSuccessBorder
            : outcome === 'incorrect'
              ? token.colorErrorBorder
              : token.colorBorderSecondary
        }`,
        boxShadow: token.boxShadowSecondary,
      }}
    >
      <Flex vertical gap={10} style={{ maxWidth: 640, margin: '0 auto' }}>
        {feedback && (
          <AnswerVerdict iconRef={checkRef} feedback={feedback} canRetry={canRetry} reveal={reveal} />
        )}
        <Button
          ref={actionRef}
          type="primary"
          block
          size="large"
          style={{ height: 48, fontSize: 17 }}
          onClick={action.onClick}
          disabled={action.disabled}
          loading={action.loading}
        >
          {action.label}
        </Button>
      </Flex>
    </div>
  );
}
