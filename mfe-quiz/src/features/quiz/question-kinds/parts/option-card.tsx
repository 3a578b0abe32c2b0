import { useState, type CSSProperties, type FocusEvent } from 'react';
import { Flex, Radio, Tag, theme } from 'antd';
import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { QUIZ_NAMESPACE } from '../../../../i18n';
import { phoneSize } from '../../hooks/phone-layout';

/** What a checked answer says about one option. */
export type OptionMark = 'right' | 'wrong-pick' | undefined;

export interface OptionCardProps {
  option: string;
  /** A, B, C… shown in a badge before the text. */
  letter: string;
  selected: boolean;
  /** Once checked: whether this option is the right one or the learner's wrong pick. */
  mark: OptionMark;
  /** The learner's pick of a checked answer ('Your answer'). */
  isPick: boolean;
  locked: boolean;
}

// Phones get taller cards with larger text, in CSS (phoneSize): right from the server's markup.
const BADGE = phoneSize(32, 28);
const PADDING_BLOCK = phoneSize(12, 8);
const PADDING_INLINE = phoneSize(16, 14);

/** `:focus-visible` on the (visually hidden) radio: keyboard focus draws a ring around the whole card. */
function isFocusVisible(event: FocusEvent<HTMLInputElement>): boolean {
  try {
    return event.target.matches(':focus-visible');
  } catch {
    return false;
  }
}

/**
 * One option as a full-width card: the whole card is the radio's label (large to tap), with a letter badge,
 * the option in full-contrast text, and — once checked — the right option and the wrong pick marked by
 * colour, icon and words. The native radio stays for keyboard and screen readers; its circle is hidden.
 */
export function OptionCard({ option, letter, selected, mark, isPick, locked }: OptionCardProps) {
  const { t } = useTranslation(QUIZ_NAMESPACE);
  const { token } = theme.useToken();
  const [focusVisible, setFocusVisible] = useState(false);
  const markColour =
    mark === 'right' ? token.colorSuccess : mark === 'wrong-pick' ? token.colorError : undefined;
  const border = markColour ?? (selected ? token.colorPrimary : token.colorBorder);
  const background =
    mark === 'right'
      ? token.colorSuccessBg
      : mark === 'wrong-pick'
        ? token.colorErrorBg
        : selected
          ? token.colorPrimaryBg
          : token.colorBgContainer;
  const root: CSSProperties = {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    width: '100%',
    minHeight: phoneSize(56, 48),
    margin: 0,
    padding: `${PADDING_BLOCK} ${PADDING_INLINE}`,
    fontSize: phoneSize(18, 16),
    lineHeight: 1.4,
    color: token.colorText,
    cursor: locked ? 'default' : 'pointer',
    border: `2px solid ${border}`,
    borderRadius: token.borderRadiusLG,
    background,
    outline: focusVisible ? `2px solid ${token.colorPrimary}` : undefined,
    outlineOffset: 2,
    transition: 'border-color 0.15s, background-color 0.15s',
  };
  const badge: CSSProperties = {
    flex: 'none',
    width: BADGE,
    height: BADGE,
    borderRadius: '50%',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontSize: phoneSize(16, 14),
    fontWeight: 600,
    color: token.colorText,
    border: `2px solid ${markColour ?? (selected ? token.colorPrimary : token.colorBorder)}`,
    background: selected || mark ? token.colorBgContainer : token.colorFillQuaternary,
  };
  return (
    // The badge sits over the card, outside its label: the option's accessible name stays the option alone.
    <div
      style={{ position: 'relative', width: '100%' }}
      data-testid="option-card"
      data-option={option}
      data-option-state={mark}
      data-selected={selected || undefined}
    >
      <Radio
        value={option}
        onFocus={(event) => setFocusVisible(isFocusVisible(event))}
        onBlur={() => setFocusVisible(false)}
        styles={{
          root: { ...root, paddingInlineStart: `calc(${PADDING_INLINE} + ${BADGE} + 12px)` },
          // The circle gives way to the card's own states: the radio's box (and antd's transparent input in
          // it) covers the whole card, so a tap anywhere hits the radio itself, for keyboard and readers alike.
          icon: {
            position: 'absolute',
            top: 0,
            left: 0,
            width: '100%',
            height: '100%',
            margin: 0,
            opacity: 0,
          },
          label: { flex: 1, padding: 0, minWidth: 0 },
        }}
      >
        <Flex gap={8} align="center" wrap style={{ color: token.colorText }}>
          <span
            lang="en"
            style={{ overflowWrap: 'anywhere', fontWeight: isPick || selected ? 600 : undefined }}
          >
            {option}
          </span>
          {mark === 'right' && <CheckCircleFilled style={{ color: token.colorSuccess }} aria-hidden />}
          {mark === 'wrong-pick' && <CloseCircleFilled style={{ color: token.colorError }} aria-hidden />}
          {isPick && (
            <Tag variant="filled" style={{ color: token.colorText, marginInlineEnd: 0 }}>
              {t('quiz.yourAnswer')}
            </Tag>
          )}
          {mark === 'right' && !isPick && (
            <Tag variant="filled" style={{ color: token.colorText, marginInlineEnd: 0 }}>
              {t('quiz.rightAnswer')}
            </Tag>
          )}
        </Flex>
      </Radio>
      <span
        aria-hidden
        data-testid="option-key"
        style={{
          ...badge,
          position: 'absolute',
          insetInlineStart: `calc(${PADDING_INLINE} + 2px)`,
          top: '50%',
          transform: 'translateY(-50%)',
          // Taps go through to the card under it.
          pointerEvents: 'none',
        }}
      >
        {letter}
      </span>
    </div>
  );
}
