import { Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { translateAroundContent, useContentLabel, type TeachingName } from '../i18n/content-names';
import { PLATFORM_NAMESPACE } from '../i18n/platform';
import { progressColourOf, useProgressColour } from './progress-colour';

export interface ProgressBarProps {
  percent: number;
  /** The bar's accessible name; "Progress" by default. */
  label?: string;
  /**
   * Names the bar "Progress of {name}" with the name as grammar content (a path's name): marked English, or
   * in the learner's language when it came translated.
   */
  contentName?: string | TeachingName;
  size?: 'small' | 'default';
}

/**
 * A progress bar in SPEC §4's colour for its percentage (green at 80 or more, yellow at 50 or more,
 * otherwise blue), from the theme's tokens. `data-colour` says which, for tests and styling.
 */
export function ProgressBar({ percent, label, contentName, size }: ProgressBarProps) {
  const { t } = useTranslation(PLATFORM_NAMESPACE);
  const colour = progressColourOf(percent);
  const stroke = useProgressColour(colour);
  const named = useContentLabel(
    contentName === undefined ? [] : translateAroundContent(t, 'ui.progressOf', { name: contentName }),
  );
  const name =
    contentName === undefined
      ? { 'aria-label': label ?? t('ui.progress') }
      : { 'aria-labelledby': named.labelledBy };
  return (
    <>
      <Progress percent={percent} strokeColor={stroke} size={size} data-colour={colour} {...name} />
      {contentName === undefined ? null : named.element}
    </>
  );
}
