import { Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { translateAroundContent, useContentLabel } from '@grammarpath/platform';
import { PATHS_NAMESPACE } from '../../i18n';
import { PROGRESS_COLOUR_THRESHOLDS } from '@grammarpath/contracts';

type ProgressColour = 'green' | 'yellow' | 'blue';
function progressColour(percent: number): ProgressColour {
  if (percent >= PROGRESS_COLOUR_THRESHOLDS.green) return 'green';
  if (percent >= PROGRESS_COLOUR_THRESHOLDS.yellow) return 'yellow';
  return 'blue';
}
const PROGRESS_STROKE: Record<ProgressColour, string> = {
  green: '#389e0d',
  yellow: '#d4b106',
  blue: '#1677ff',
};

/**
 * A progress bar coloured by SPEC §4: green at 80 or more, yellow at 50 or more, otherwise blue. Named by
 * `label`, or "Progress of {path}" given `pathName` (the name marked as English), else "Progress".
 */
export function PathProgressBar({
  percent,
  label,
  pathName,
}: {
  percent: number;
  label?: string;
  pathName?: string;
}) {
  const { t } = useTranslation(PATHS_NAMESPACE);
  const colour = progressColour(percent);
  const named = useContentLabel(
    pathName === undefined ? [] : translateAroundContent(t, 'common.progressOf', { name: pathName }),
  );
  const name =
    pathName === undefined
      ? { 'aria-label': label ?? t('common.progress') }
      : { 'aria-labelledby': named.labelledBy };
  return (
    <>
      <Progress percent={percent} strokeColor={PROGRESS_STROKE[colour]} data-colour={colour} {...name} />
      {named.element}
    </>
  );
}
