import { Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { PATHS_NAMESPACE } from '../../../i18n/paths-translations';
import { PROGRESS_STROKE, progressColour } from '../logic/paths-logic';

/** A progress bar coloured by SPEC §4: green at 80 or more, yellow at 50 or more, otherwise blue. */
export function PathProgressBar({ percent, label }: { percent: number; label?: string }) {
  const { t } = useTranslation(PATHS_NAMESPACE);
  const colour = progressColour(percent);
  return (
    <Progress
      percent={percent}
      strokeColor={PROGRESS_STROKE[colour]}
      data-colour={colour}
      aria-label={label ?? t('common.progress')}
    />
  );
}
