import { Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { translateAroundContent, useContentLabel } from '@grammarpath/platform';
import { PATHS_NAMESPACE } from '../../../i18n/paths-translations';
import { PROGRESS_STROKE, progressColour } from '../logic/paths-logic';

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
